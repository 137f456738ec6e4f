// Favourites as the spec keeps them (section 3): the shopper's list of product ids in local storage
// (a `{value, timeout}` record, through lib/storage), and a copy of the server's list in session
// storage, read once per session. What differs between the two is what the next sync sends.
import { LOGIN_REQUIRED_EVENT } from '../../lib/member-events';
import { useSyncExternalStore } from 'react';
import { getSettings } from '../../lib/settings';
import { readRecord, removeRecord, writeRecord } from '../../lib/storage';
import { readTabItem, writeTabItem } from '../../lib/tab-storage';

export const FAVOURITES_STORAGE_KEY = 'Favourites';
export const SERVER_COPY_KEY = 'FavouritesServer';
/** Set at login: the next page merges the local list into the member's server list. */
export const MERGE_FLAG_KEY = 'FavouritesMerge';

export interface FavouritesDiff {
  /** On the local list, not on the server's. */
  add: number[];
  /** On the server's list, no longer on the local one. */
  remove: number[];
}

function isIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((id) => Number.isSafeInteger(id) && (id as number) > 0);
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

// ---- the local list -------------------------------------------------------------------------

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: readonly number[] | null = null;

function notify(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

export function readFavourites(): readonly number[] {
  snapshot ??= readRecord(FAVOURITES_STORAGE_KEY, isIdList) ?? [];
  return snapshot;
}

export function setFavourites(ids: readonly number[]): void {
  writeRecord(FAVOURITES_STORAGE_KEY, unique(ids));
  notify();
}

export function isFavourite(productId: number): boolean {
  return readFavourites().includes(productId);
}

/** Adds or removes one product locally; true when it is now a favourite. The newest comes first. */
export function toggleFavourite(productId: number): boolean {
  const current = readFavourites();
  const added = !current.includes(productId);
  setFavourites(added ? [productId, ...current] : current.filter((id) => id !== productId));
  return added;
}

/** Another tab wrote the list: read it again. */
export function favouritesChangedElsewhere(): void {
  notify();
}

export function subscribeFavourites(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const NONE: readonly number[] = [];

export function useFavouriteIds(): readonly number[] {
  return useSyncExternalStore(subscribeFavourites, readFavourites, () => NONE);
}

// ---- the server's copy, in session storage --------------------------------------------------
// Without storage every page reads the list again, which is only slower: the copy is only a cache.

/** The server's list as last seen in this session, or null when not read yet. */
export function readServerCopy(): number[] | null {
  const raw = readTabItem(SERVER_COPY_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isIdList(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeServerCopy(ids: readonly number[]): void {
  writeTabItem(SERVER_COPY_KEY, JSON.stringify(unique(ids)));
}

export function markMergeAtNextLoad(): void {
  writeTabItem(MERGE_FLAG_KEY, '1');
  writeTabItem(SERVER_COPY_KEY, null);
}

/** Whether the login merge is due; reading it clears it. */
export function takeMergeFlag(): boolean {
  const due = readTabItem(MERGE_FLAG_KEY) === '1';
  if (due) writeTabItem(MERGE_FLAG_KEY, null);
  return due;
}

/** Guests and logged-out shoppers keep no favourites (spec section 4). */
export function clearFavourites(): void {
  removeRecord(FAVOURITES_STORAGE_KEY);
  writeTabItem(SERVER_COPY_KEY, null);
  writeTabItem(MERGE_FLAG_KEY, null);
  notify();
}

// ---- rules ----------------------------------------------------------------------------------

export function favouritesDiff(local: readonly number[], server: readonly number[]): FavouritesDiff {
  const onServer = new Set(server);
  const onDevice = new Set(local);
  return {
    add: unique(local.filter((id) => !onServer.has(id))),
    remove: unique(server.filter((id) => !onDevice.has(id))),
  };
}

export function diffSize(diff: FavouritesDiff): number {
  return diff.add.length + diff.remove.length;
}

/** The member's list merged with what was favourited on this device before logging in. */
export function mergeLists(server: readonly number[], local: readonly number[]): number[] {
  return unique([...local, ...server]);
}

/** Spec section 9: a second click on the heart within 500 ms is ignored. */
export const CLICK_DEBOUNCE_MS = 500;

export function acceptsClick(lastAcceptedAt: number | null, now: number): boolean {
  return lastAcceptedAt === null || now - lastAcceptedAt >= CLICK_DEBOUNCE_MS;
}

// ---- shoppers' actions ----------------------------------------------------------------------
// Kept here, in the first load, so a heart works at once; the syncing code (favourites-session)
// loads after the page and listens for toggles.

export function isMember(): boolean {
  const member = getSettings().MEMBER_INFO;
  return member.ID > 0 && member.GROUP > 0;
}

/** A guest tried to favourite: the store is emptied and the login popup asked for (spec section 4). */
export function requireLogin(): void {
  clearFavourites();
  window.dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: { reason: 'favourites' } }));
}

type ToggleListener = (productId: number) => void;
const toggleListeners = new Set<ToggleListener>();
/** Toggles made before the syncing code listened. */
let earlyToggles: number[] = [];

/** A member's heart: toggles locally and tells the sync; true when it is now a favourite. */
export function toggleMemberFavourite(productId: number): boolean {
  const added = toggleFavourite(productId);
  if (toggleListeners.size === 0) earlyToggles.push(productId);
  for (const listener of toggleListeners) listener(productId);
  return added;
}

export function takeEarlyToggles(): number[] {
  const taken = earlyToggles;
  earlyToggles = [];
  return taken;
}

export function subscribeToggles(listener: ToggleListener): () => void {
  toggleListeners.add(listener);
  return () => {
    toggleListeners.delete(listener);
  };
}

// ---- items the server refused, for the modal ------------------------------------------------

export interface RefusedItem {
  productId: number;
  statusText: string;
}

let refused: readonly RefusedItem[] = [];
const refusedListeners = new Set<() => void>();

export function readRefused(): readonly RefusedItem[] {
  return refused;
}

export function addRefused(items: readonly RefusedItem[]): void {
  refused = [...refused, ...items];
  for (const listener of refusedListeners) listener();
}

export function dismissRefused(): void {
  refused = [];
  for (const listener of refusedListeners) listener();
}

function subscribeRefused(listener: () => void): () => void {
  refusedListeners.add(listener);
  return () => {
    refusedListeners.delete(listener);
  };
}

export function useRefusedFavourites(): readonly RefusedItem[] {
  return useSyncExternalStore(subscribeRefused, readRefused, readRefused);
}
