import { describe, expect, it } from 'vitest';
import { withCartEdit } from './cart-edits';
import type { CartView } from './types';

function cartOf(quantities: number[]): CartView {
  return {
    cartProducts: quantities.map((quantity, sessIndex) => ({ sessIndex, quantity, lineTotal: quantity * 1000 })),
    summary: { total: 6000 },
  } as unknown as CartView;
}

describe('withCartEdit', () => {
  it('shows the new quantity of one line and leaves the totals to the server', () => {
    const cart = cartOf([1, 2]);
    const shown = withCartEdit(cart, { kind: 'quantity', sessIndex: 1, count: 5 });
    expect(shown?.cartProducts.map((line) => line.quantity)).toEqual([1, 5]);
    expect(shown?.cartProducts[1]?.lineTotal).toBe(2000);
    expect(shown?.summary).toBe(cart.summary);
    expect(cart.cartProducts[1]?.quantity).toBe(2);
  });

  it('hides a removed line and keeps the others with their server indexes', () => {
    const shown = withCartEdit(cartOf([1, 2, 3]), { kind: 'remove', sessIndex: 1 });
    expect(shown?.cartProducts.map((line) => [line.sessIndex, line.quantity])).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('has nothing to show before the cart is loaded', () => {
    expect(withCartEdit(undefined, { kind: 'remove', sessIndex: 0 })).toBeUndefined();
  });
});
