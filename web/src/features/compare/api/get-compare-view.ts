// The compare popup's data: the sub-folder view `compare` with product (ids joined by '-'),
// productId and status (spec section 4). The currency is added by the API client for sub-folders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { CompareQuery, CompareView } from '../types';

/** The compare popup opens over any page; these ids address its block. */
export const COMPARE_PAGE_ID = 1;
export const COMPARE_BLOCK_PARENT_ID = 1002;

const COMPARE_PATH = '/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/compare';

export function fetchCompareView(query: CompareQuery, signal?: AbortSignal): Promise<CompareView> {
  return apiCall('get', COMPARE_PATH, {
    params: { pageId: COMPARE_PAGE_ID, blockParentId: COMPARE_BLOCK_PARENT_ID },
    query,
    signal,
  });
}

export function compareViewQueryOptions(query: CompareQuery, language: string) {
  return queryOptions({
    queryKey: ['compare-view', language, query],
    queryFn: ({ signal }) => fetchCompareView(query, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function useCompareView(query: CompareQuery | null, language: string) {
  return useQuery({ ...compareViewQueryOptions(query ?? { product: '' }, language), enabled: query !== null });
}
