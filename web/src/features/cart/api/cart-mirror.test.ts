import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakLocalStorage, installCookieJar } from '../../../test/broken-storage';
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

describe('the Cart mirror without local storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps the summary in a cookie when storage throws', () => {
    installCookieJar();
    breakLocalStorage();
    writeCartMirror(view);
    expect(readCartMirror()?.summary.totalQuantity).toBe(3);
    expect(readCartMirror()?.items).toHaveLength(2);
  });
});
