// The cart fragment (spec section 7: sub-folder page 1, block parent 1001, `cart`): the header
// panel, the popup and the cart page all read it; every cart call puts its answer here too.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import { isCartView, type CartView } from '../types';
import { clearCartMirror, writeCartMirror } from './cart-mirror';

export async function fetchCart(signal?: AbortSignal): Promise<CartView> {
  const view = await apiCall('get', '/srv/service/content-v5/sub-folder/{pageId}/{blockParentId}/cart', {
    params: { pageId: 1, blockParentId: 1001 },
    signal,
  });
  if (!isCartView(view)) throw new Error('Unexpected cart response');
  writeCartMirror(view);
  return view;
}

export function cartQueryOptions() {
  const { LANGUAGE, CURRENCY } = getSettings();
  return queryOptions({
    queryKey: ['cart', LANGUAGE, CURRENCY],
    queryFn: ({ signal }) => fetchCart(signal),
    staleTime: 30 * 1000,
  });
}

export function useCart(enabled = true) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

/** Every cart call answers with the whole cart: keep the cache and the mirror in step with it. */
export function storeCart(queryClient: QueryClient, view: CartView): void {
  queryClient.setQueryData(cartQueryOptions().queryKey, view);
  writeCartMirror(view);
}

/** An order took the cart's lines: the header, the popup and the cart page show it empty at once. */
export function forgetCart(queryClient: QueryClient): void {
  clearCartMirror(getSettings().CURRENCY);
  void queryClient.invalidateQueries({ queryKey: ['cart'] });
}
