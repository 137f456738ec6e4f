// The cookie-law notice (`GET /srv/service/site/get-cookie-law`): Title and Content.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { CookieLaw } from '../types';

export function fetchCookieLaw(signal?: AbortSignal): Promise<CookieLaw> {
  return apiCall('get', '/srv/service/site/get-cookie-law', { signal });
}

export function cookieLawQueryOptions() {
  return queryOptions({
    queryKey: ['cookie-law', getSettings().LANGUAGE],
    queryFn: ({ signal }) => fetchCookieLaw(signal),
    staleTime: Infinity,
  });
}

export function useCookieLaw(enabled: boolean) {
  return useQuery({ ...cookieLawQueryOptions(), enabled });
}
