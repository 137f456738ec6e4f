// The one owner of the browser storage record format: every record is `{ value, timeout }`, where
// timeout is the expiry as epoch milliseconds (spec section 3). Nothing else reads or writes
// localStorage directly, so the format cannot drift. Where local storage is unavailable (private
// browsing, full, disabled), the same record goes into a cookie that lasts at most 30 days
// (spec section 9), so the cart, compare list, favourites and token keep working.
import { readCookie, removeCookie, writeCookie } from './cookies';

const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_LIFETIME_MS = 365 * DAY_MS;
export const COOKIE_FALLBACK_LIFETIME_MS = 30 * DAY_MS;
/** Fallback cookies are named apart from the server's own cookies. */
export const FALLBACK_COOKIE_PREFIX = 'store_';
/** Browsers drop a cookie longer than about 4 KB: a longer record is not kept in one. */
const MAX_COOKIE_LENGTH = 4000;

export interface StoredRecord<T> {
  value: T;
  timeout: number;
}

export interface WriteOptions {
  /** Lifetime from now; defaults to one year. */
  lifetimeMs?: number;
  /** Absolute expiry (epoch ms), e.g. a token's exp_at; wins over lifetimeMs. */
  expiresAt?: number;
}

function backend(): Storage | null {
  // Private browsing or a blocked storage throws on access: the cookie fallback takes over.
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function isRecord(parsed: unknown): parsed is StoredRecord<unknown> {
  return (
    parsed !== null &&
    typeof parsed === 'object' &&
    'value' in parsed &&
    'timeout' in parsed &&
    typeof parsed.timeout === 'number' &&
    Number.isFinite(parsed.timeout)
  );
}

/**
 * The stored value, or null when missing, expired (then removed) or not in the record format.
 * With a guard, a value of the wrong shape (an old format, a hand edit) also reads as null.
 */
export function readRecord(key: string): unknown;
export function readRecord<T>(key: string, isValid: (value: unknown) => value is T): T | null;
export function readRecord(key: string, isValid?: (value: unknown) => boolean): unknown {
  const entry = isValid ? readRecordEntry(key, (value): value is unknown => isValid(value)) : readRecordEntry(key);
  return entry === null ? null : entry.value;
}

/** Like readRecord, with the expiry too (the token refresh is scheduled from it). */
export function readRecordEntry(key: string): StoredRecord<unknown> | null;
export function readRecordEntry<T>(key: string, isValid: (value: unknown) => value is T): StoredRecord<T> | null;
export function readRecordEntry(key: string, isValid?: (value: unknown) => boolean): StoredRecord<unknown> | null {
  const raw = readRaw(key);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    removeRecord(key);
    return null;
  }
  if (!isRecord(parsed) || parsed.timeout <= Date.now()) {
    removeRecord(key);
    return null;
  }
  if (isValid && !isValid(parsed.value)) return null;
  return { value: parsed.value, timeout: parsed.timeout };
}

/** Local storage's copy, else the fallback cookie's. */
function readRaw(key: string): string | null {
  let raw: string | null = null;
  try {
    raw = backend()?.getItem(key) ?? null;
  } catch {
    // Unreadable storage: the cookie may hold the record.
  }
  return raw ?? readCookie(FALLBACK_COOKIE_PREFIX + key);
}

function writeLocal(key: string, raw: string): boolean {
  const store = backend();
  if (!store) return false;
  try {
    store.setItem(key, raw);
    return true;
  } catch {
    // Quota exceeded or storage disabled: the older copy must not outlive this write.
    try {
      store.removeItem(key);
    } catch {
      // Nothing to clean up.
    }
    return false;
  }
}

function writeFallbackCookie(key: string, record: StoredRecord<unknown>): void {
  const name = FALLBACK_COOKIE_PREFIX + key;
  const timeout = Math.min(record.timeout, Date.now() + COOKIE_FALLBACK_LIFETIME_MS);
  const raw = JSON.stringify({ value: record.value, timeout });
  if (name.length + encodeURIComponent(raw).length > MAX_COOKIE_LENGTH) {
    // Too long to keep: an older, shorter copy would be read back in its place.
    removeCookie(name);
    return;
  }
  writeCookie(name, raw, (timeout - Date.now()) / 1000);
}

export function writeRecord(key: string, value: unknown, options: WriteOptions = {}): void {
  const timeout = options.expiresAt ?? Date.now() + (options.lifetimeMs ?? DEFAULT_LIFETIME_MS);
  const record: StoredRecord<unknown> = { value, timeout };
  if (writeLocal(key, JSON.stringify(record))) {
    // Storage works again: a copy kept while it did not would only go stale.
    if (readCookie(FALLBACK_COOKIE_PREFIX + key) !== null) removeCookie(FALLBACK_COOKIE_PREFIX + key);
  } else {
    writeFallbackCookie(key, record);
  }
}

export function removeRecord(key: string): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
  if (readCookie(FALLBACK_COOKIE_PREFIX + key) !== null) removeCookie(FALLBACK_COOKIE_PREFIX + key);
}
