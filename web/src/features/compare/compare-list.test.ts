import { describe, expect, it } from 'vitest';
import {
  addNotice,
  addToCompare,
  COMPARE_MAX,
  COMPARE_MIN,
  COMPARE_WARNING_MS,
  compareProblem,
  compareViewQuery,
  isCompareList,
  PROBLEM_MESSAGE_KEYS,
  removeFromCompare,
} from './compare-list';
import tr from '../../i18n/tr.json';

describe('compare list', () => {
  it('compares 2 to 4 products (spec section 9)', () => {
    expect([COMPARE_MIN, COMPARE_MAX]).toEqual([2, 4]);
  });

  it('adds with status 1, refuses a repeat with 2 and a fifth with 3', () => {
    let list: readonly number[] = [];
    for (const id of [11, 12, 13, 14]) {
      const result = addToCompare(list, id);
      expect(result.status).toBe(1);
      list = result.list;
    }
    expect(list).toEqual([11, 12, 13, 14]);
    const repeat = addToCompare([11, 12], 12);
    expect(repeat.status).toBe(2);
    expect(repeat.list).toEqual([11, 12]);
    const fifth = addToCompare(list, 15);
    expect(fifth.status).toBe(3);
    expect(fifth.list).toEqual([11, 12, 13, 14]);
    // Already present wins over full: the shopper is told the product is in the list.
    expect(addToCompare(list, 13).status).toBe(2);
  });

  it('removes a product and leaves others in order', () => {
    expect(removeFromCompare([1, 2, 3], 2)).toEqual([1, 3]);
    const list = [1, 2];
    expect(removeFromCompare(list, 9)).toBe(list);
  });

  it('names the problem of 0, 1 and more than 4 products', () => {
    expect(compareProblem(0)).toBe('empty');
    expect(compareProblem(1)).toBe('tooFew');
    expect(compareProblem(2)).toBeNull();
    expect(compareProblem(4)).toBeNull();
    expect(compareProblem(5)).toBe('tooMany');
  });

  it('keeps the spec texts in Turkish', () => {
    const text = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tr);
    expect(text(PROBLEM_MESSAGE_KEYS.empty)).toBe('Ürün seçimi yapılmadığı için karşılaştırılamamaktadır');
    expect(text(PROBLEM_MESSAGE_KEYS.tooFew)).toBe('Karşılaştırmak için en az 2 ürün seçmelisiniz');
    expect(text(PROBLEM_MESSAGE_KEYS.tooMany)).toBe('Karşılaştırmak için en fazla 4 ürün seçmelisiniz');
    expect(text(addNotice(2).key)).toBe('Bu ürün daha önce karşılaştırma listenize eklenmiştir');
  });

  it('confirms an add and warns for 1.8 s otherwise', () => {
    expect(addNotice(1)).toEqual({ key: 'compare.added', variant: 'success' });
    expect(addNotice(2)).toMatchObject({ variant: 'danger', duration: COMPARE_WARNING_MS });
    expect(addNotice(3)).toEqual({ key: 'compare.tooMany', variant: 'danger', duration: 1800 });
  });

  it('accepts only a clean stored list', () => {
    expect(isCompareList([3, 5])).toBe(true);
    expect(isCompareList([])).toBe(true);
    expect(isCompareList([3, 3])).toBe(false);
    expect(isCompareList([1, 2, 3, 4, 5])).toBe(false);
    expect(isCompareList(['3'])).toBe(false);
    expect(isCompareList([0])).toBe(false);
    expect(isCompareList({ 0: 1 })).toBe(false);
  });

  it('builds the view query with ids joined by hyphens', () => {
    expect(compareViewQuery([4, 9, 2], { productId: 2, status: 1 })).toEqual({ product: '4-9-2', productId: 2, status: 1 });
    expect(compareViewQuery([4, 9], null)).toEqual({ product: '4-9' });
  });
});
