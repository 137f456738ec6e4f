import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakLocalStorage, installCookieJar } from '../../test/broken-storage';
import { compareItemsRequest } from './api/get-compare-items';
import { compareIdsMissingIn, compareItemIn, refreshCompareItems } from './compare-items';
import {
  addProductToCompare as addIn,
  COMPARE_STORAGE_KEY,
  getCompareState,
  removeProductFromCompare,
  resetCompareStore,
  type CompareItem,
} from './compare-store';

const addProductToCompare = (product: CompareItem) => addIn(product, 'tr');

const item = (id: number) => ({ ID: id, TITLE: `Ürün ${id}`, URL: `/urun-${id}`, IMAGE: null });

describe('compare store', () => {
  beforeEach(() => {
    localStorage.clear();
    resetCompareStore();
  });

  it('keeps the ids in local storage as a {value, timeout} record', () => {
    expect(addProductToCompare(item(7)).status).toBe(1);
    expect(addProductToCompare(item(9)).status).toBe(1);
    const record = JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? 'null') as { value: unknown; timeout: number };
    expect(record.value).toEqual([7, 9]);
    expect(record.timeout).toBeGreaterThan(Date.now() + 364 * 24 * 3600 * 1000);
    resetCompareStore();
    expect(getCompareState().list).toEqual([7, 9]);
    expect(compareItemIn(getCompareState(), 9, 'tr')?.TITLE).toBe('Ürün 9');
  });

  it('remembers the last add for the view and leaves the list alone on 2 and 3', () => {
    for (const id of [1, 2, 3, 4]) addProductToCompare(item(id));
    expect(addProductToCompare(item(5)).status).toBe(3);
    expect(getCompareState().last).toEqual({ productId: 5, status: 3 });
    expect(addProductToCompare(item(2)).status).toBe(2);
    expect(getCompareState().list).toEqual([1, 2, 3, 4]);
    removeProductFromCompare(2);
    expect(getCompareState().list).toEqual([1, 3, 4]);
    expect(getCompareState().items[2]).toBeUndefined();
  });

  it('refreshes the bar copy of listed products only', () => {
    addProductToCompare(item(1));
    refreshCompareItems([{ ...item(1), TITLE: 'Ürün bir' }, item(2)], 'tr');
    expect(compareItemIn(getCompareState(), 1, 'tr')?.TITLE).toBe('Ürün bir');
    expect(getCompareState().items[2]).toBeUndefined();
    resetCompareStore();
    expect(compareItemIn(getCompareState(), 1, 'tr')?.TITLE).toBe('Ürün bir');
  });

  it('keeps a title per language, so an Arabic page does not show a Turkish one', () => {
    addProductToCompare(item(1));
    addProductToCompare(item(2));
    // Added on a Turkish page: an Arabic page has no title for them yet.
    expect(compareItemIn(getCompareState(), 1, 'ar')).toBeUndefined();
    expect(compareIdsMissingIn(getCompareState(), 'ar')).toEqual([1, 2]);
    refreshCompareItems([{ ...item(1), TITLE: 'منتج 1', URL: '/ar/urun-1' }], 'ar');
    expect(compareIdsMissingIn(getCompareState(), 'ar')).toEqual([2]);
    expect(compareItemIn(getCompareState(), 1, 'ar')?.TITLE).toBe('منتج 1');
    // The Turkish copy stays for a Turkish tab.
    expect(compareItemIn(getCompareState(), 1, 'tr')?.TITLE).toBe('Ürün 1');
    resetCompareStore();
    expect(compareItemIn(getCompareState(), 1, 'ar')?.TITLE).toBe('منتج 1');
  });

  it('fetches the titles of products kept in the one-language format of before', () => {
    const timeout = Date.now() + 60_000;
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify({ value: [3], timeout }));
    localStorage.setItem('CompareItems', JSON.stringify({ value: { 3: item(3) }, timeout }));
    resetCompareStore();
    expect(getCompareState().list).toEqual([3]);
    expect(compareIdsMissingIn(getCompareState(), 'tr')).toEqual([3]);
  });

  it('asks for missing titles with the compare view, or the page of a lone product', () => {
    addProductToCompare(item(4));
    expect(compareItemsRequest(getCompareState(), 'tr')).toBeNull();
    expect(compareItemsRequest(getCompareState(), 'ar')).toEqual({ kind: 'page', path: '/ar/urun-4' });
    addProductToCompare(item(5));
    expect(compareItemsRequest(getCompareState(), 'en')).toEqual({ kind: 'view', product: '4-5' });
  });
});

describe('compare store without local storage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCompareStore();
  });

  it('keeps the list across page loads in a cookie when storage throws', () => {
    installCookieJar();
    breakLocalStorage();
    resetCompareStore();
    expect(getCompareState().list).toEqual([]);
    expect(addProductToCompare(item(7)).status).toBe(1);
    expect(addProductToCompare(item(7)).status).toBe(2);
    resetCompareStore();
    expect(getCompareState().list).toEqual([7]);
    removeProductFromCompare(7);
    resetCompareStore();
    expect(getCompareState().list).toEqual([]);
  });
});
