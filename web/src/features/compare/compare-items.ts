// What the compare bar shows of the listed products in the page's language, and which of them it
// has no title for in that language yet. Only the bar (loaded once the list has a product) needs it.
import type { Language } from '../../lib/settings';
import { getCompareState, saveCompareItems, type CompareItem, type CompareState } from './compare-store';

/** The bar's copy of a product in `language`, if it has one. */
export function compareItemIn(state: CompareState, id: number, language: Language): CompareItem | undefined {
  return state.items[id]?.[language];
}

/** Any copy of a product, whatever its language: its picture and address, which the title's
 * language does not change. */
export function anyCompareItem(state: CompareState, id: number): CompareItem | undefined {
  const copies = state.items[id];
  return copies ? Object.values(copies)[0] : undefined;
}

/** The listed products the bar has no copy of in `language`: their titles are to be fetched. */
export function compareIdsMissingIn(state: CompareState, language: Language): number[] {
  return state.list.filter((id) => compareItemIn(state, id, language) === undefined);
}

/** Keeps the bar's copy in `language` of products it was just sent; the others are left. */
export function refreshCompareItems(fresh: readonly CompareItem[], language: Language): void {
  const now = getCompareState();
  const items = { ...now.items };
  let changed = false;
  for (const item of fresh) {
    if (!now.list.includes(item.ID)) continue;
    const old = items[item.ID]?.[language];
    if (old?.TITLE === item.TITLE && old.URL === item.URL && old.IMAGE === item.IMAGE) continue;
    items[item.ID] = { ...items[item.ID], [language]: item };
    changed = true;
  }
  if (changed) saveCompareItems(items);
}
