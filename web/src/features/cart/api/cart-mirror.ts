// The cart summary mirrored in local storage under `Cart` (spec section 3): the total plus the
// items, so the header badge shows without a request and stays in step after every cart call.
import { readRecord, writeRecord } from '../../../lib/storage';
import type { CartView } from '../types';

export const CART_STORAGE_KEY = 'Cart';

export interface CartMirror {
  summary: { total: number; totalQuantity: number; currency: string };
  items: { sessIndex: number; quantity: number; productId: number }[];
}

export function mirrorOf(view: CartView): CartMirror {
  return {
    summary: { total: view.totalPrice, totalQuantity: view.totalQuantity, currency: view.currency },
    items: view.cartProducts.map((p) => ({ sessIndex: p.sessIndex, quantity: p.quantity, productId: p.productId })),
  };
}

function isMirror(value: unknown): value is CartMirror {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Partial<CartMirror>;
  return typeof v.summary?.totalQuantity === 'number' && Array.isArray(v.items);
}

export function readCartMirror(): CartMirror | null {
  return readRecord(CART_STORAGE_KEY, isMirror);
}

type Listener = () => void;
const listeners = new Set<Listener>();

export function writeCartMirror(view: CartView): void {
  writeRecord(CART_STORAGE_KEY, mirrorOf(view));
  for (const listener of listeners) listener();
}

/** The cart is empty now (its lines became an order): the badge says so without a request. */
export function clearCartMirror(currency: string): void {
  writeRecord(CART_STORAGE_KEY, { summary: { total: 0, totalQuantity: 0, currency }, items: [] } satisfies CartMirror);
  for (const listener of listeners) listener();
}

export function subscribeCartMirror(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
