// The store locator page's list (`/srv/service/store/store-list/` with pg): one page of the stores
// a filter matches, with the pickers' choices and the filter the server applied. The page's first
// answer comes with the page data; each change of the filter asks this call.
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import { storeListQuery, type StoreFilter } from '../store-filters';
import type { MapStoreList } from '../../content';

export function fetchStoreList(filter: StoreFilter, signal?: AbortSignal): Promise<MapStoreList> {
  return apiCall('get', '/srv/service/store/store-list/', { query: storeListQuery(filter), signal });
}

export function storeListQueryOptions(filter: StoreFilter) {
  return queryOptions({
    queryKey: ['store-list', 'page', getSettings().LANGUAGE, storeListQuery(filter)],
    queryFn: ({ signal }) => fetchStoreList(filter, signal),
    staleTime: 5 * 60 * 1000,
  });
}
