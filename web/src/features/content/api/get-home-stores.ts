// Stores for the home page's store-locator block: the store list the set-store popup uses, with
// the map coordinates of each store.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { MapStoreList } from '../types';

/** Every store (deliveryFlag 0) of a city, or of every city when `city` is empty. */
export function fetchHomeStores(city: string): Promise<MapStoreList> {
  return apiCall('post', '/srv/service/store/store-list/{deliveryFlag}', {
    params: { deliveryFlag: 0 },
    form: { city, town: '' },
  });
}

export function homeStoresQueryOptions(city: string) {
  return queryOptions({
    queryKey: ['store-list', 'home', city],
    queryFn: () => fetchHomeStores(city),
    staleTime: 30 * 60 * 1000,
  });
}

export function useHomeStores(city: string, enabled: boolean) {
  return useQuery({ ...homeStoresQueryOptions(city), enabled });
}
