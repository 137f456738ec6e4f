// The member's favourites with their product cards (GET /srv/service/profile/get-shopping-list).
// The ids go to the session copy each time the list is read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import { writeServerCopy } from '../favourites-store';
import { isShoppingList, listIds, type ShoppingList } from '../types';

export const SHOPPING_LIST_PATH = '/srv/service/profile/get-shopping-list';

export async function fetchShoppingList(signal?: AbortSignal): Promise<ShoppingList> {
  const list = await apiCall('get', SHOPPING_LIST_PATH, { signal });
  if (!isShoppingList(list)) throw new Error('Unexpected favourites response');
  writeServerCopy(listIds(list));
  return list;
}

export function shoppingListQueryOptions(beforeFetch: () => Promise<void> = () => Promise.resolve()) {
  const { LANGUAGE, CURRENCY } = getSettings();
  return queryOptions({
    queryKey: ['favourites', LANGUAGE, CURRENCY],
    queryFn: async ({ signal }) => {
      await beforeFetch();
      return fetchShoppingList(signal);
    },
    staleTime: 0,
  });
}

/** The list with cards for the favourites page; `beforeFetch` lets pending changes reach the server first. */
export function useShoppingList(enabled: boolean, beforeFetch?: () => Promise<void>) {
  return useQuery({ ...shoppingListQueryOptions(beforeFetch), enabled });
}
