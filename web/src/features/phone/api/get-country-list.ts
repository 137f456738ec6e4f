// GET /srv/service/region/get-list: the phone widget's countries in the page's language and the one
// to preselect (spec sections 3 and 7). Asked once per page; every widget on it shares the answer.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { CountryListAnswer } from '../types';

export const COUNTRY_LIST_PATH = '/srv/service/region/get-list';

/** The list as asked for by the member's token, if any: a member with a country sees only it (spec section 6). */
export async function fetchCountryList(signal?: AbortSignal): Promise<CountryListAnswer> {
  const answer = await apiCall('get', COUNTRY_LIST_PATH, { signal });
  if (answer.countries.length === 0) throw new Error('Empty country list');
  return answer;
}

export function countryListQueryOptions() {
  return queryOptions({
    queryKey: ['phone', 'country-list', getSettings().LANGUAGE],
    queryFn: async ({ signal }) => {
      try {
        return await fetchCountryList(signal);
      } catch (error) {
        // Spec section 8: the failure is only logged; the field stays a plain phone input.
        if (!signal.aborted) console.error('Country list not loaded');
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
  });
}

export function useCountryList() {
  return useQuery(countryListQueryOptions());
}
