// The store locator page's view lives in its URL (spec section 2: query parameters country, city,
// town, group and pg), so a link reproduces it and back and forward work. These functions turn a
// URL's query into the filter and back, and say what a change of one picker does to the others.

export interface StoreFilter {
  country: string;
  city: string;
  town: string;
  group: string;
  /** 1-based page of the list. */
  page: number;
}

export type StoreFilterField = 'country' | 'city' | 'town' | 'group';

export const EMPTY_STORE_FILTER: StoreFilter = { country: '', city: '', town: '', group: '', page: 1 };

/** The order of the parameters in the URLs this app makes. */
const FIELDS: readonly StoreFilterField[] = ['country', 'city', 'town', 'group'];

/** A page number from `pg`: a whole number from 1, else page 1 (as the server reads it). */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/** The filter a URL's query asks for (values as written: the server decides which it knows). */
export function parseStoreFilter(search: string): StoreFilter {
  const params = new URLSearchParams(search);
  const text = (name: StoreFilterField) => (params.get(name) ?? '').trim();
  return {
    country: text('country'),
    city: text('city'),
    town: text('town'),
    group: text('group'),
    page: parsePage(params.get('pg')),
  };
}

/**
 * The query string of a filter, with its leading '?' ('' for the whole list): empty values are
 * left out, and so is page 1, so each view has one address; a town without a city means nothing
 * and is left out too.
 */
export function storeFilterSearch(filter: StoreFilter): string {
  const params = new URLSearchParams();
  for (const field of FIELDS) {
    const value = filter[field];
    if (value === '' || (field === 'town' && filter.city === '')) continue;
    params.set(field, value);
  }
  if (filter.page > 1) params.set('pg', String(filter.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The filter after a picker changes: a new country empties the city and town, a new city the
 * town; any change goes back to page 1.
 */
export function changeStoreFilter(current: StoreFilter, field: StoreFilterField, value: string): StoreFilter {
  const next: StoreFilter = { ...current, [field]: value, page: 1 };
  if (field === 'country' && value !== current.country) {
    next.city = '';
    next.town = '';
  }
  if (field === 'city' && value !== current.city) next.town = '';
  return next;
}

/** The applied filter of a store list answer (unknown values came back empty) at its page. */
export function appliedStoreFilter(applied: Record<StoreFilterField, string>, page: number): StoreFilter {
  return { country: applied.country, city: applied.city, town: applied.town, group: applied.group, page: Math.max(1, page) };
}

/** The fields the store list call takes for a filter (`pg` always: the page wants one page). */
export function storeListQuery(filter: StoreFilter): Record<StoreFilterField | 'pg', string> {
  return {
    country: filter.country,
    city: filter.city,
    town: filter.city === '' ? '' : filter.town,
    group: filter.group,
    pg: String(filter.page),
  };
}

/**
 * The page of a `limit`-long paged list on which the store with `id` is, given every store the
 * same filter matches in the list's order; 1 when it is not among them or there is no paging.
 */
export function pageOfStore(matching: readonly { id: number }[], id: number, limit: number): number {
  const index = matching.findIndex((store) => store.id === id);
  if (index < 0 || limit <= 0) return 1;
  return Math.floor(index / limit) + 1;
}

/** Whether a store matches a filter's country, city, town and group (empty matches all). */
export function matchesStoreFilter(
  store: { country: string; city: string; town: string; group: string },
  filter: Pick<StoreFilter, StoreFilterField>,
): boolean {
  return FIELDS.every((field) => filter[field] === '' || (field === 'town' && filter.city === '') || store[field] === filter[field]);
}
