// Live search (spec section 7): GET /srv/service/product/search/{term}; searchAll/{term} when the
// licence data flag is 1. Results come in the page's language and currency.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';
import { getSettings } from '../../../lib/settings';

export type SearchProduct = components['schemas']['SearchProduct'];
export type SearchCategory = components['schemas']['SearchCategory'];
export type SearchResponse = components['schemas']['SearchResponse'];

/** searchAll when the shop's licence data flag is 1 (spec section 7). */
export function searchEndpoint(licenceData: number): string {
  return licenceData === 1 ? '/srv/service/product/searchAll/' : '/srv/service/product/search/';
}

export function searchProducts(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  const path = getSettings().LICENCE_DATA === 1 ? '/srv/service/product/searchAll/{term}' : '/srv/service/product/search/{term}';
  return apiCall('get', path, { params: { term: query }, signal });
}

export function liveSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: ['live-search', getSettings().LANGUAGE, getSettings().CURRENCY, query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

/** Results for `query`; nothing is fetched while it is null (too short or not yet settled). */
export function useLiveSearch(query: string | null) {
  return useQuery({
    ...liveSearchQueryOptions(query ?? ''),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
