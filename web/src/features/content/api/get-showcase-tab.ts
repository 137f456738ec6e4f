// One showcase tab's products (`api/storefront/block/showcase/{blockId}/{tabIndex}`); the first tab
// comes with the home page, the others load when their tab opens.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import type { ShowcaseTabData } from '../types';

export function fetchShowcaseTab(blockId: number, tabIndex: number, signal?: AbortSignal): Promise<ShowcaseTabData> {
  return apiCall('get', '/api/storefront/block/showcase/{blockId}/{tabIndex}', { params: { blockId, tabIndex }, signal });
}

export function showcaseTabQueryOptions(blockId: number, tabIndex: number) {
  const { LANGUAGE, CURRENCY } = getSettings();
  return queryOptions({
    queryKey: ['showcase', blockId, tabIndex, LANGUAGE, CURRENCY],
    queryFn: ({ signal }) => fetchShowcaseTab(blockId, tabIndex, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useShowcaseTab(blockId: number, tabIndex: number, enabled: boolean, initialData?: ShowcaseTabData) {
  return useQuery({ ...showcaseTabQueryOptions(blockId, tabIndex), enabled, initialData });
}
