import { describe, expect, it } from 'vitest';
import { outcomeOf, planAdd } from './add-outcome';
import type { CartView } from './types';

const plain = { statusText: 'x', url: '/urun-1', title: 'Elbise' };

describe('add-to-cart outcomes', () => {
  it('follows each status, with buy-now going to the cart', () => {
    expect(outcomeOf(1, plain, { buyNow: false })).toEqual({ kind: 'stay' });
    expect(outcomeOf(3, plain, { buyNow: false })).toEqual({ kind: 'popup' });
    expect(outcomeOf(4, plain, { buyNow: false })).toEqual({ kind: 'notice' });
    for (const status of [1, 3, 4]) expect(outcomeOf(status, plain, { buyNow: true })).toEqual({ kind: 'goToCart' });
    expect(outcomeOf(2, plain, { buyNow: true })).toEqual({ kind: 'redirect', url: '/urun-1' });
    expect(outcomeOf(-2, { ...plain, statusText: 'Mağaza seçiniz' }, { buyNow: false })).toEqual({
      kind: 'storeRequired',
      message: 'Mağaza seçiniz',
    });
  });

  it('shows a failure notice with a product link, defaulting the text', () => {
    expect(outcomeOf(0, { statusText: '', url: '/urun-1', title: 'Elbise' }, { buyNow: false })).toEqual({
      kind: 'failure',
      message: 'Ürün sepetinize eklenemedi',
      link: { url: '/urun-1', title: 'Elbise' },
    });
    expect(outcomeOf(0, { statusText: 'Stok yok' }, { buyNow: false })).toEqual({ kind: 'failure', message: 'Stok yok' });
  });

  it('redirects a variant error unless it points at the product page itself', () => {
    expect(outcomeOf(-1, plain, { buyNow: false })).toEqual({ kind: 'redirect', url: '/urun-1' });
    expect(outcomeOf(-1, plain, { buyNow: false, productPageUrl: '/urun-1' }).kind).toBe('failure');
    expect(outcomeOf(-1, plain, { buyNow: false, productPageUrl: '/urun-2' })).toEqual({ kind: 'redirect', url: '/urun-1' });
  });

  it('sends a personalization failure off the product page to the product', () => {
    expect(outcomeOf(0, plain, { buyNow: false, personalized: true })).toEqual({ kind: 'redirect', url: '/urun-1' });
    expect(outcomeOf(0, plain, { buyNow: false, personalized: true, productPageUrl: '/urun-1' }).kind).toBe('failure');
    // A card add carries no personalization: the server's code tells.
    expect(outcomeOf(0, { ...plain, code: 'embroidery_required' }, { buyNow: false })).toEqual({
      kind: 'redirect',
      url: '/urun-1',
    });
    expect(outcomeOf(0, { ...plain, code: 'out_of_stock' }, { buyNow: false }).kind).toBe('failure');
  });

  it('lists the failures of a multi-add and still opens the popup', () => {
    const view = {
      status: 3,
      statusText: 'Ürün sepetinize eklendi',
      results: [
        { productId: 1, status: 3, statusText: 'Ürün sepetinize eklendi', title: 'A', url: '/a' },
        { productId: 1, status: 0, statusText: 'Stokta yok', title: 'A', url: '/a' },
      ],
    } as unknown as CartView;
    expect(planAdd(view, { buyNow: false })).toEqual({ outcome: { kind: 'popup' }, failures: ['A: Stokta yok'] });
  });
});
