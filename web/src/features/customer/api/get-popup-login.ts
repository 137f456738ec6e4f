// The login popup's fragment (sub-folder page 5, block 1006, popup-login): whether the captcha is
// already due for this session and which login types the shop offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { isLoginType, LOGIN_TYPES, type LoginType } from '../types';

export interface PopupLogin {
  captcha: boolean;
  types: LoginType[];
}

export function readPopupLogin(raw: unknown): PopupLogin {
  const given = raw !== null && typeof raw === 'object' ? (raw as { captcha?: unknown; types?: unknown }) : {};
  const types = Array.isArray(given.types) ? given.types.filter(isLoginType) : [];
  return { captcha: given.captcha === 1, types: types.length > 0 ? types : [...LOGIN_TYPES] };
}

export async function fetchPopupLogin(signal?: AbortSignal): Promise<PopupLogin> {
  const answer = await apiCall('get', '/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/popup-login', {
    params: { pageId: 5, blockParentId: 1006 },
    signal,
  });
  return readPopupLogin(answer);
}

export function popupLoginQueryOptions() {
  return queryOptions({ queryKey: ['customer', 'popup-login'], queryFn: ({ signal }) => fetchPopupLogin(signal), staleTime: 0 });
}

/** Until it answers (or when it fails) the form offers every type and no captcha. */
export function usePopupLogin() {
  return useQuery({ ...popupLoginQueryOptions(), retry: false });
}
