// Stores for the home page's store-locator block, from the store list the set-store popup uses.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStoreList } from '../../cart/api/cart-calls';

export function homeStoresQueryOptions(city: string) {
  return queryOptions({
    queryKey: ['store-list', 'home', city],
    queryFn: () => fetchStoreList(city, '', 0),
    staleTime: 30 * 60 * 1000,
  });
}

export function useHomeStores(city: string, enabled: boolean) {
  return useQuery({ ...homeStoresQueryOptions(city), enabled });
}
