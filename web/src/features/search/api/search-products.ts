// Live search (spec section 7): GET /srv/service/product/search/{term}; searchAll/{term} when the
// licence data flag is 1. Results come in the page's language and currency.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';

export interface SearchProduct {
  ID: number;
  TITLE: string;
  URL: string;
  IMAGE: string;
  PRICE_SELL: number;
  PRICE_NOT_DISCOUNTED: number;
  DISCOUNT_PERCENT: number;
  CURRENCY: string;
}

export interface SearchCategory {
  ID: number;
  NAME: string;
  URL: string;
}

export interface SearchResponse {
  QUERY: string;
  TOTAL: number;
  PAGE: number;
  PAGE_SIZE: number;
  PRODUCTS: SearchProduct[];
  CATEGORIES: SearchCategory[];
}

/** searchAll when the shop's licence data flag is 1 (spec section 7). */
export function searchEndpoint(licenceData: number): string {
  return licenceData === 1 ? '/srv/service/product/searchAll/' : '/srv/service/product/search/';
}

export function searchProducts(query: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest<SearchResponse>(`${searchEndpoint(getSettings().LICENCE_DATA)}${encodeURIComponent(query)}`, { signal });
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
