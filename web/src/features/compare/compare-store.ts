// The compare list of this browser, mirrored in local storage under `Compare` as a {value, timeout}
// record (lib/storage.ts owns that format). Every compare button and the compare bar read it through
// useCompareList(), so they agree; another tab's change arrives through the storage event.
import { useSyncExternalStore } from 'react';
import { isPlainObject } from '../../lib/plain-object';
import type { Language } from '../../lib/settings';
import { readRecord, writeRecord } from '../../lib/storage';
import {
  addToCompare,
  isCompareList,
  removeFromCompare,
  type AddResult,
  type CompareAddStatus,
} from './compare-list';

export const COMPARE_STORAGE_KEY = 'Compare';
/** What the compare bar shows of each product, per language: kept beside the ids so the bar needs
 * no request, and so tabs in different languages each keep their own titles. */
/** What the compare bar shows of each product, per language: kept beside the ids so the bar needs
 * no request, and so tabs in different languages each keep their own titles. (`CompareItems`
 * held one copy, in the language the product was added in.) */
export const COMPARE_ITEMS_STORAGE_KEY = 'CompareItemsByLanguage';

/** A product as the bar shows it, in one language. */
export interface CompareItem {
  ID: number;
  TITLE: string;
  URL: string;
  IMAGE: string | null;
}

/** The fields of a product card or page that the bar keeps. */
export interface CompareProductFields {
  ID: number;
  TITLE: string;
  URL: string;
  IMAGE_LIST: { SMALL: string }[];
}

export function compareItemOf(product: CompareProductFields): CompareItem {
  return { ID: product.ID, TITLE: product.TITLE, URL: product.URL, IMAGE: product.IMAGE_LIST[0]?.SMALL ?? null };
}

/** A product's copies by language: a title read in Turkish is not shown on an Arabic page. */
export type CompareItemCopies = Partial<Record<Language, CompareItem>>;

export interface CompareState {
  list: readonly number[];
  items: Readonly<Record<number, CompareItemCopies>>;
  /** The last add in this tab, sent to the compare view as productId and status. */
  last: { productId: number; status: CompareAddStatus } | null;
}

function isItems(value: unknown): value is Record<number, CompareItemCopies> {
  return isPlainObject(value);
}

function load(): CompareState {
  return {
    list: readRecord(COMPARE_STORAGE_KEY, isCompareList) ?? [],
    items: readRecord(COMPARE_ITEMS_STORAGE_KEY, isItems) ?? {},
    last: state?.last ?? null,
  };
}

let state: CompareState | null = null;
const listeners = new Set<() => void>();

function current(): CompareState {
  state ??= load();
  return state;
}

function emit(next: CompareState): void {
  state = next;
  for (const listener of listeners) listener();
}

function save(next: CompareState): void {
  writeRecord(COMPARE_STORAGE_KEY, next.list);
  const kept: Record<number, CompareItemCopies> = {};
  for (const id of next.list) {
    const copies = next.items[id];
    if (copies) kept[id] = copies;
  }
  writeRecord(COMPARE_ITEMS_STORAGE_KEY, kept);
  emit({ ...next, items: kept });
}

export function getCompareState(): CompareState {
  return current();
}

/** Adds a product, as shown in `language`; returns the status of spec section 4 (the list
 * changes only on 1). */
export function addProductToCompare(item: CompareItem, language: Language): AddResult {
  const now = current();
  const result = addToCompare(now.list, item.ID);
  const last = { productId: item.ID, status: result.status };
  if (result.status === 1) save({ list: result.list, items: { ...now.items, [item.ID]: { [language]: item } }, last });
  else emit({ ...now, last });
  return result;
}

export function removeProductFromCompare(productId: number): void {
  const now = current();
  save({ ...now, list: removeFromCompare(now.list, productId) });
}

/** Replaces the bar's copies (compare-items.ts keeps them up to date). */
export function saveCompareItems(items: CompareState['items']): void {
  save({ ...current(), items });
}

export function clearCompare(): void {
  save({ ...current(), list: [] });
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === COMPARE_STORAGE_KEY || event.key === COMPARE_ITEMS_STORAGE_KEY) {
    emit(load());
  }
}

export function subscribeCompare(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

export function useCompareState(): CompareState {
  return useSyncExternalStore(subscribeCompare, getCompareState, getCompareState);
}

export function useCompareList(): readonly number[] {
  return useCompareState().list;
}

/** For tests: forget the in-memory copy so the next read comes from storage. */
export function resetCompareStore(): void {
  state = null;
}
