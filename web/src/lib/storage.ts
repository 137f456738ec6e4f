// The one owner of the browser storage record format: every record is `{ value, timeout }`, where
// timeout is the expiry as epoch milliseconds (spec section 3). Nothing else reads or writes
// localStorage directly, so the format cannot drift.

export const DEFAULT_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

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
  // Private browsing or a blocked storage throws on access: the shop still works without it.
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
  const store = backend();
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
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

export function writeRecord(key: string, value: unknown, options: WriteOptions = {}): void {
  const store = backend();
  if (!store) return;
  const timeout = options.expiresAt ?? Date.now() + (options.lifetimeMs ?? DEFAULT_LIFETIME_MS);
  const record: StoredRecord<unknown> = { value, timeout };
  try {
    store.setItem(key, JSON.stringify(record));
  } catch {
    // Quota exceeded or storage disabled: keeping the value is best effort.
  }
}

export function removeRecord(key: string): void {
  try {
    backend()?.removeItem(key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
