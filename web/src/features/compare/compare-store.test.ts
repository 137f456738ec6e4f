import { beforeEach, describe, expect, it } from 'vitest';
import {
  addProductToCompare,
  COMPARE_STORAGE_KEY,
  getCompareState,
  refreshCompareItems,
  removeProductFromCompare,
  resetCompareStore,
} from './compare-store';

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
    expect(getCompareState().items[9]?.TITLE).toBe('Ürün 9');
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
    refreshCompareItems([{ ...item(1), TITLE: 'Product 1' }, item(2)]);
    expect(getCompareState().items[1]?.TITLE).toBe('Product 1');
    expect(getCompareState().items[2]).toBeUndefined();
    resetCompareStore();
    expect(getCompareState().items[1]?.TITLE).toBe('Product 1');
  });
});
