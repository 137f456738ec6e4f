// GET /api/v1/authentication/social-login/providers: the sign-in providers the shop offers (type
// and button label), none when it configures none. Asked once per page that shows the buttons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import type { components } from '../../../../lib/api-schema';

/** A sign-in button: the provider's `type` and its label. */
export type SocialProvider = components['schemas']['ProviderButton'];

export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['customer', 'social-providers'],
    queryFn: async ({ signal }): Promise<SocialProvider[]> =>
      (await apiCall('get', '/api/v1/authentication/social-login/providers', { signal })).data,
    staleTime: 10 * 60 * 1000,
  });

/** The providers; while they load, or when the call fails, there are none to show. */
export function useSocialProviders() {
  return useQuery({ ...socialProvidersQueryOptions(), retry: false });
}
