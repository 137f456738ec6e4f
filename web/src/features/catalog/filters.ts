// The filter state of a product list lives in the URL, so a link reproduces the list and the
// back and forward buttons walk through filter changes. These functions read and write it; the
// server reads the same parameters (type1, type2, option, stock, price, sort, pg).
import type { SortCode } from '../../lib/page-data';
import { isOneOf } from '../../lib/one-of';

export interface PriceBounds {
  min: number | null;
  max: number | null;
}

export interface FilterState {
  /** Colour value ids. */
  type1: number[];
  /** Size (age group) value ids. */
  type2: number[];
  /** Catalog attribute option ids. */
  option: number[];
  stock: boolean;
  price: PriceBounds | null;
  sort: SortCode | null;
}

export type IdGroup = 'type1' | 'type2' | 'option';

const ID_GROUPS: IdGroup[] = ['type1', 'type2', 'option'];
const SORTS: SortCode[] = ['newest', 'price_asc', 'price_desc', 'best_selling', 'discount', 'most_viewed'];
/** Parameters this module owns; every other one (q, utm tags ...) is kept as it is. */
const FILTER_KEYS = [...ID_GROUPS, 'stock', 'price', 'sort', 'pg'];

export const EMPTY_FILTERS: FilterState = { type1: [], type2: [], option: [], stock: false, price: null, sort: null };

function readIds(params: URLSearchParams, key: string): number[] {
  const ids = params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** A price bound: digits with up to two decimals, '.' or ','; anything else is not a bound. */
function readBound(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d+([.,]\d{1,2})?$/.test(t)) return undefined;
  return Number(t.replace(',', '.'));
}

export function parsePrice(text: string | null): PriceBounds | null {
  if (text === null) return null;
  const dash = text.indexOf('-');
  if (dash < 0) return null;
  const min = readBound(text.slice(0, dash));
  const max = readBound(text.slice(dash + 1));
  if (min === undefined || max === undefined) return null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function parseFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    type1: readIds(params, 'type1'),
    type2: readIds(params, 'type2'),
    option: readIds(params, 'option'),
    stock: params.get('stock') === '1',
    price: parsePrice(params.get('price')),
    sort: isOneOf(SORTS, sort) ? sort : null,
  };
}

function priceParam(price: PriceBounds): string {
  const bound = (n: number | null) => (n === null ? '' : String(n));
  return `${bound(price.min)}-${bound(price.max)}`;
}

/**
 * The query string for a filter state, keeping the parameters that are not filters (such as the
 * search term). The page number is dropped: a new filter starts at page 1.
 */
export function filtersToSearch(currentSearch: string, state: FilterState): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of FILTER_KEYS) params.delete(key);
  for (const group of ID_GROUPS) {
    if (state[group].length > 0) params.set(group, [...state[group]].sort((a, b) => a - b).join(','));
  }
  if (state.stock) params.set('stock', '1');
  if (state.price && (state.price.min !== null || state.price.max !== null)) params.set('price', priceParam(state.price));
  if (state.sort) params.set('sort', state.sort);
  // Commas may stay as they are in a query string; `type1=3,7` reads better than `3%2C7`.
  const query = params.toString().replace(/%2C/gi, ',');
  return query ? `?${query}` : '';
}

export function toggleId(state: FilterState, group: IdGroup, id: number): FilterState {
  const ids = state[group].includes(id) ? state[group].filter((x) => x !== id) : [...state[group], id];
  return { ...state, [group]: ids };
}

/** Every filter off; the sort stays, it is not a filter. */
export function clearFilters(state: FilterState): FilterState {
  return { ...EMPTY_FILTERS, sort: state.sort };
}

export function activeFilterCount(state: FilterState): number {
  return state.type1.length + state.type2.length + state.option.length + (state.stock ? 1 : 0) + (state.price ? 1 : 0);
}

export function isSameState(a: FilterState, b: FilterState): boolean {
  return filtersToSearch('', a) === filtersToSearch('', b);
}

export interface ChipNames {
  type1: Map<number, string>;
  type2: Map<number, string>;
  option: Map<number, string>;
}

export interface ActiveChip {
  key: string;
  label: string;
  /** The state without this filter. */
  without: FilterState;
}

/**
 * One removable chip per active filter, in panel order. Ids the list does not know (no name)
 * are left out: the server ignores them too.
 */
export function activeChips(
  state: FilterState,
  names: ChipNames,
  labels: { stock: string; price: (price: PriceBounds) => string },
): ActiveChip[] {
  const chips: ActiveChip[] = [];
  for (const group of ['type2', 'type1', 'option'] as const) {
    for (const id of state[group]) {
      const label = names[group].get(id);
      if (label !== undefined) chips.push({ key: `${group}-${id}`, label, without: toggleId(state, group, id) });
    }
  }
  if (state.stock) chips.push({ key: 'stock', label: labels.stock, without: { ...state, stock: false } });
  if (state.price) chips.push({ key: 'price', label: labels.price(state.price), without: { ...state, price: null } });
  return chips;
}
