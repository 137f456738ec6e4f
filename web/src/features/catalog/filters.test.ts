import { describe, expect, it } from 'vitest';
import {
  activeChips,
  activeFilterCount,
  clearFilters,
  EMPTY_FILTERS,
  filtersToSearch,
  parseFilters,
  parsePrice,
  toggleId,
} from './filters';

describe('filter state in the URL', () => {
  it('reads ids given with commas or repeated, ignoring what is not an id', () => {
    const state = parseFilters('?type1=3,1&type1=2&type2=101,abc,,-4&option=5&stock=1');
    expect(state.type1).toEqual([1, 2, 3]);
    expect(state.type2).toEqual([101]);
    expect(state.option).toEqual([5]);
    expect(state.stock).toBe(true);
    expect(parseFilters('?stock=yes').stock).toBe(false);
  });

  it('ignores a malformed price range and an unknown sort, keeping the rest', () => {
    for (const bad of ['abc', '100', '250-100', '-', '1.234-5', '1e3-5']) {
      expect(parsePrice(bad)).toBeNull();
    }
    expect(parsePrice('100-250')).toEqual({ min: 100, max: 250 });
    expect(parsePrice('99,9-')).toEqual({ min: 99.9, max: null });
    expect(parsePrice('-500')).toEqual({ min: null, max: 500 });
    const state = parseFilters('?price=x-y&sort=cheapest&type1=4');
    expect(state.price).toBeNull();
    expect(state.sort).toBeNull();
    expect(state.type1).toEqual([4]);
    expect(parseFilters('?sort=price_desc').sort).toBe('price_desc');
  });

  it('writes the state back, keeping other parameters and dropping the page', () => {
    const state = { ...EMPTY_FILTERS, type1: [7, 3], stock: true, price: { min: 100, max: null }, sort: 'price_asc' as const };
    expect(filtersToSearch('?q=elbise&pg=3&type2=9', state)).toBe('?q=elbise&type1=3,7&stock=1&price=100-&sort=price_asc');
    expect(filtersToSearch('?pg=2', EMPTY_FILTERS)).toBe('');
    // What is written reads back the same.
    expect(parseFilters(filtersToSearch('', state))).toEqual({ ...state, type1: [3, 7] });
  });

  it('toggles values and clears every filter but the sort', () => {
    let state = toggleId(EMPTY_FILTERS, 'type2', 101);
    state = toggleId(state, 'type2', 102);
    expect(state.type2).toEqual([101, 102]);
    state = toggleId(state, 'type2', 101);
    expect(state.type2).toEqual([102]);
    const full = { ...state, stock: true, sort: 'discount' as const };
    expect(activeFilterCount(full)).toBe(2);
    expect(clearFilters(full)).toEqual({ ...EMPTY_FILTERS, sort: 'discount' });
  });

  it('names a chip per known active filter, each removing only itself', () => {
    const state = parseFilters('?type1=1,99&type2=101&stock=1&price=100-200');
    const chips = activeChips(
      state,
      { type1: new Map([[1, 'Kırmızı']]), type2: new Map([[101, '3-4 Yaş']]), option: new Map() },
      { stock: 'Stokta', price: (p) => `${p.min} - ${p.max}` },
    );
    expect(chips.map((c) => c.label)).toEqual(['3-4 Yaş', 'Kırmızı', 'Stokta', '100 - 200']);
    expect(chips[1]?.without.type1).toEqual([99]);
    expect(chips[0]?.without.type2).toEqual([]);
    expect(chips[3]?.without.price).toBeNull();
    expect(chips[3]?.without.stock).toBe(true);
  });
});
