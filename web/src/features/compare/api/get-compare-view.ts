// The compare popup's data: the sub-folder view `compare` with product (ids joined by '-'),
// productId and status (spec section 4). The currency is added by the API client for sub-folders.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { CompareView } from '../types';

/** The compare popup opens over any page; these ids address its block. */
export const COMPARE_PAGE_ID = 1;
export const COMPARE_BLOCK_PARENT_ID = 1002;

export function compareViewPath(pageId = COMPARE_PAGE_ID, blockParentId = COMPARE_BLOCK_PARENT_ID): string {
  return `/srv/service/content-v5/sub-folder/${pageId}/${blockParentId}/compare`;
}

export function fetchCompareView(query: Record<string, string>, signal?: AbortSignal): Promise<CompareView> {
  return apiRequest<CompareView>(compareViewPath(), { query, signal });
}

export function compareViewQueryOptions(query: Record<string, string>, language: string) {
  return queryOptions({
    queryKey: ['compare-view', language, query],
    queryFn: ({ signal }) => fetchCompareView(query, signal),
    staleTime: 60 * 1000,
    retry: false,
  });
}

export function useCompareView(query: Record<string, string> | null, language: string) {
  return useQuery({ ...compareViewQueryOptions(query ?? {}, language), enabled: query !== null });
}
