// Which countries the flag list shows (spec sections 5 and 9): 15 at first and 15 more each time it
// is scrolled to the bottom; a search looks through the whole list, by the name shown and the
// built-in Turkish name, without case and with Turkish folding (İ/i, I/ı).
import { searchByTitle } from '../../components/form/search-fold';
import type { PhoneCountry } from './types';

export const PAGE_SIZE = 15;

/** How many are shown after one more scroll to the bottom. */
export function nextVisibleCount(visible: number, total: number): number {
  return Math.min(total, visible + PAGE_SIZE);
}

/** Whether a scrolled list has reached its bottom (within a few pixels of rounding). */
export function atBottom(list: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
}

/** The countries to show: the first `visible` ones, or every match of a search. */
export function shownCountries(countries: readonly PhoneCountry[], query: string, visible: number): PhoneCountry[] {
  if (query.trim() === '') return countries.slice(0, visible);
  return searchByTitle(countries, query, (country) => `${country.title} ${country.searchName}`);
}
