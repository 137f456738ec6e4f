// The compare list of this browser, mirrored in local storage under `Compare` as a {value, timeout}
// record (lib/storage.ts owns that format). Every compare button and the compare bar read it through
// useCompareList(), so they agree; another tab's change arrives through the storage event.
import { useSyncExternalStore } from 'react';
import { readRecord, writeRecord } from '../../lib/storage';
import {
  addToCompare,
  isCompareList,
  removeFromCompare,
  type AddResult,
  type CompareAddStatus,
} from './compare-list';

export const COMPARE_STORAGE_KEY = 'Compare';
/** What the compare bar shows of each product: kept beside the ids so the bar needs no request. */
export const COMPARE_ITEMS_STORAGE_KEY = 'CompareItems';

export interface CompareItem {
  ID: number;
  TITLE: string;
  URL: string;
  IMAGE: string | null;
}

export interface CompareState {
  list: readonly number[];
  items: Readonly<Record<number, CompareItem>>;
  /** The last add in this tab, sent to the compare view as productId and status. */
  last: { productId: number; status: CompareAddStatus } | null;
}

function isItems(value: unknown): value is Record<number, CompareItem> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
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
  const kept: Record<number, CompareItem> = {};
  for (const id of next.list) {
    const item = next.items[id];
    if (item) kept[id] = item;
  }
  writeRecord(COMPARE_ITEMS_STORAGE_KEY, kept);
  emit({ ...next, items: kept });
}

export function getCompareState(): CompareState {
  return current();
}

/** Adds a product; returns the status of spec section 4 (the list changes only on 1). */
export function addProductToCompare(item: CompareItem): AddResult {
  const now = current();
  const result = addToCompare(now.list, item.ID);
  const last = { productId: item.ID, status: result.status };
  if (result.status === 1) save({ list: result.list, items: { ...now.items, [item.ID]: item }, last });
  else emit({ ...now, last });
  return result;
}

export function removeProductFromCompare(productId: number): void {
  const now = current();
  save({ ...now, list: removeFromCompare(now.list, productId) });
}

/** Replaces the bar's copy of products it was just sent (titles in the page's current language). */
export function refreshCompareItems(fresh: readonly CompareItem[]): void {
  const now = current();
  const items = { ...now.items };
  let changed = false;
  for (const item of fresh) {
    const old = items[item.ID];
    if (!now.list.includes(item.ID)) continue;
    if (old?.TITLE === item.TITLE && old.URL === item.URL && old.IMAGE === item.IMAGE) continue;
    items[item.ID] = item;
    changed = true;
  }
  if (changed) save({ ...now, items });
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
