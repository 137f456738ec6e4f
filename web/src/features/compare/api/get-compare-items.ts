// The compare bar's titles in the page's language, for products the bar knows only in another one
// (added before the shopper switched language). Two to four listed products come in one compare
// view, the same call as the popup's; a list of one, which the view does not compare, comes from
// that product's page data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { languageOfPath, localizedPath } from '../../../lib/paths';
import type { Language } from '../../../lib/settings';
import { fetchPage } from '../../../lib/page-query';
import { COMPARE_MIN } from '../compare-list';
import { anyCompareItem, compareIdsMissingIn } from '../compare-items';
import { compareItemOf, type CompareItem, type CompareState } from '../compare-store';
import { fetchCompareView } from './get-compare-view';

/** A storefront path in another language: `/ar/kiz-elbise` in English is `/en/kiz-elbise`. */
export function pathInLanguage(pathname: string, language: Language): string {
  const prefixed = languageOfPath(pathname) !== 'tr' || pathname.startsWith('/tr/');
  const slug = prefixed ? pathname.split('/').slice(2).join('/') : pathname;
  return localizedPath(slug, language);
}

/** What to ask for: the view of the whole list, or the page of its only product. */
export type CompareItemsRequest = { kind: 'view'; product: string } | { kind: 'page'; path: string };

export function compareItemsRequest(state: CompareState, language: Language): CompareItemsRequest | null {
  if (compareIdsMissingIn(state, language).length === 0) return null;
  if (state.list.length >= COMPARE_MIN) return { kind: 'view', product: state.list.join('-') };
  const id = state.list[0];
  const known = id === undefined ? undefined : anyCompareItem(state, id);
  return known ? { kind: 'page', path: pathInLanguage(known.URL, language) } : null;
}

export async function fetchCompareItems(request: CompareItemsRequest, signal?: AbortSignal): Promise<CompareItem[]> {
  if (request.kind === 'view') {
    const view = await fetchCompareView({ product: request.product }, signal);
    return view.PRODUCTS.map(compareItemOf);
  }
  const page = await fetchPage(request.path, signal);
  return page.route === 'product' ? [compareItemOf(page.product)] : [];
}

export function useCompareItemsIn(state: CompareState, language: Language) {
  const request = compareItemsRequest(state, language);
  return useQuery({
    ...queryOptions({
      queryKey: ['compare-items', language, request],
      queryFn: ({ signal }) => (request ? fetchCompareItems(request, signal) : Promise.resolve([])),
      staleTime: Infinity,
      retry: false,
    }),
    enabled: request !== null,
  });
}
