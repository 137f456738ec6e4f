// What the cart page shows while the server is asked to change a line (React's useOptimistic): the
// new quantity at once, a removed line gone at once. Prices and totals stay the server's until its
// answer replaces the whole cart; a refusal brings the server's cart back as it was.
import type { CartView } from './types';

export type CartEdit = { kind: 'quantity'; sessIndex: number; count: number } | { kind: 'remove'; sessIndex: number };

export function withCartEdit(cart: CartView | undefined, edit: CartEdit): CartView | undefined {
  if (!cart) return cart;
  const cartProducts =
    edit.kind === 'remove'
      ? cart.cartProducts.filter((line) => line.sessIndex !== edit.sessIndex)
      : cart.cartProducts.map((line) => (line.sessIndex === edit.sessIndex ? { ...line, quantity: edit.count } : line));
  return { ...cart, cartProducts };
}
