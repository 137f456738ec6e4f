import { beforeEach, describe, expect, it } from 'vitest';
import type { CartView } from '../types';
import { readCartMirror, subscribeCartMirror, writeCartMirror } from './cart-mirror';

const view = {
  totalQuantity: 3,
  totalPrice: 459.7,
  currency: 'TRY',
  cartProducts: [
    { sessIndex: 0, quantity: 1, productId: 7 },
    { sessIndex: 1, quantity: 2, productId: 9 },
  ],
} as unknown as CartView;

describe('the Cart mirror in local storage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('keeps the summary and the items as a value-plus-expiry record', () => {
    let told = 0;
    const stop = subscribeCartMirror(() => {
      told += 1;
    });
    writeCartMirror(view);
    stop();
    expect(told).toBe(1);
    expect(readCartMirror()).toEqual({
      summary: { total: 459.7, totalQuantity: 3, currency: 'TRY' },
      items: [
        { sessIndex: 0, quantity: 1, productId: 7 },
        { sessIndex: 1, quantity: 2, productId: 9 },
      ],
    });
    const raw = JSON.parse(localStorage.getItem('Cart') ?? '{}') as { timeout?: number };
    expect(raw.timeout).toBeGreaterThan(Date.now());
  });

  it('reads a record of another shape as no cart', () => {
    localStorage.setItem('Cart', JSON.stringify({ value: { total: 1 }, timeout: Date.now() + 1000 }));
    expect(readCartMirror()).toBeNull();
  });
});
