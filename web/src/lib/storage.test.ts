import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakLocalStorage, fillLocalStorage, installCookieJar } from '../test/broken-storage';
import {
  COOKIE_FALLBACK_LIFETIME_MS,
  DEFAULT_LIFETIME_MS,
  FALLBACK_COOKIE_PREFIX,
  readRecord,
  readRecordEntry,
  removeRecord,
  writeRecord,
} from './storage';

const NOW = new Date('2025-01-15T10:00:00Z').getTime();

/** Each test of the block starts at NOW with an empty local storage. */
function startAtNow() {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}

describe('storage records', () => {
  startAtNow();

  it('stores every value as {value, timeout} with a one-year default lifetime', () => {
    writeRecord('Compare', [12, 34]);
    const raw = JSON.parse(localStorage.getItem('Compare') ?? 'null') as unknown;
    expect(raw).toEqual({ value: [12, 34], timeout: NOW + DEFAULT_LIFETIME_MS });
    expect(DEFAULT_LIFETIME_MS).toBe(365 * 24 * 60 * 60 * 1000);
    expect(readRecord('Compare')).toEqual([12, 34]);
  });

  it('reads a record until it expires, then returns null and removes it', () => {
    writeRecord('token', 'abc', { lifetimeMs: 60_000 });
    vi.advanceTimersByTime(59_999);
    expect(readRecord('token')).toBe('abc');
    vi.advanceTimersByTime(1);
    expect(readRecord('token')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps a record for a year by default and drops it after', () => {
    writeRecord('Favourites', [1]);
    vi.setSystemTime(NOW + DEFAULT_LIFETIME_MS - 1);
    expect(readRecord('Favourites')).toEqual([1]);
    vi.setSystemTime(NOW + DEFAULT_LIFETIME_MS);
    expect(readRecord('Favourites')).toBeNull();
  });

  it('honours an absolute expiry such as a token exp_at', () => {
    writeRecord('token', 'bearer', { expiresAt: NOW + 5_000, lifetimeMs: 1 });
    expect(JSON.parse(localStorage.getItem('token') ?? '{}')).toEqual({ value: 'bearer', timeout: NOW + 5_000 });
    vi.advanceTimersByTime(5_000);
    expect(readRecord('token')).toBeNull();
  });

  it('returns null for missing keys', () => {
    expect(readRecord('nothing')).toBeNull();
  });

  it('treats values not in the record format as absent and removes them', () => {
    localStorage.setItem('legacy', '"plain string"');
    localStorage.setItem('broken', '{not json');
    localStorage.setItem('noTimeout', JSON.stringify({ value: 1 }));
    expect(readRecord('legacy')).toBeNull();
    expect(readRecord('broken')).toBeNull();
    expect(readRecord('noTimeout')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps falsy values distinct from missing ones', () => {
    writeRecord('zero', 0);
    writeRecord('empty', '');
    expect(readRecord('zero')).toBe(0);
    expect(readRecord('empty')).toBe('');
  });

  it('reads a value of the wrong shape as null when given a guard', () => {
    writeRecord('token', 42);
    const isString = (value: unknown): value is string => typeof value === 'string';
    expect(readRecord('token', isString)).toBeNull();
    writeRecord('token', 'abc');
    expect(readRecord('token', isString)).toBe('abc');
  });

  it('removes records', () => {
    writeRecord('Cart', { total: 1, items: [] });
    removeRecord('Cart');
    expect(readRecord('Cart')).toBeNull();
  });
});

describe('storage records without local storage', () => {
  startAtNow();

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps records in cookies for 30 days when storage throws on every use', () => {
    const jar = installCookieJar();
    breakLocalStorage();
    expect(() => localStorage).toThrow();
    writeRecord('Compare', [12, 34]);
    expect(jar.cookie).toContain(`${FALLBACK_COOKIE_PREFIX}Compare=`);
    expect(readRecordEntry('Compare')).toEqual({ value: [12, 34], timeout: NOW + COOKIE_FALLBACK_LIFETIME_MS });
    expect(COOKIE_FALLBACK_LIFETIME_MS).toBe(30 * 24 * 60 * 60 * 1000);
    vi.setSystemTime(NOW + COOKIE_FALLBACK_LIFETIME_MS - 1);
    expect(readRecord('Compare')).toEqual([12, 34]);
    vi.setSystemTime(NOW + COOKIE_FALLBACK_LIFETIME_MS);
    expect(readRecord('Compare')).toBeNull();
  });

  it('keeps a shorter expiry, such as a token exp_at, in the cookie', () => {
    installCookieJar();
    breakLocalStorage();
    writeRecord('token', 'bearer', { expiresAt: NOW + 5_000 });
    expect(readRecordEntry('token')).toEqual({ value: 'bearer', timeout: NOW + 5_000 });
    vi.advanceTimersByTime(5_000);
    expect(readRecord('token')).toBeNull();
  });

  it('removes records kept in cookies', () => {
    const jar = installCookieJar();
    breakLocalStorage();
    writeRecord('Cart', { total: 1, items: [] });
    removeRecord('Cart');
    expect(readRecord('Cart')).toBeNull();
    expect(jar.cookie).toBe('');
  });

  it('falls back to a cookie when storage is full, and the older stored copy goes', () => {
    installCookieJar();
    writeRecord('Favourites', [1]);
    fillLocalStorage();
    writeRecord('Favourites', [2, 1]);
    expect(localStorage.getItem('Favourites')).toBeNull();
    expect(readRecord('Favourites')).toEqual([2, 1]);
  });

  it('drops the cookie copy once storage takes writes again', () => {
    const jar = installCookieJar();
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    writeRecord('Compare', [1]);
    expect(jar.cookie).toContain('Compare');
    writeRecord('Compare', [1, 2]);
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(jar.cookie).toBe('');
    expect(readRecord('Compare')).toEqual([1, 2]);
  });

  it('keeps no record too long for a cookie rather than an older one', () => {
    installCookieJar();
    breakLocalStorage();
    writeRecord('Compare', [1]);
    writeRecord('Compare', 'x'.repeat(5_000));
    expect(readRecord('Compare')).toBeNull();
  });

  it('never throws when neither storage nor cookies work', () => {
    breakLocalStorage();
    vi.stubGlobal('document', {
      get cookie(): string {
        throw new DOMException('Sandboxed', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('Sandboxed', 'SecurityError');
      },
    });
    expect(() => {
      writeRecord('Cart', { total: 1, items: [] });
    }).not.toThrow();
    expect(readRecord('Cart')).toBeNull();
    expect(() => {
      removeRecord('Cart');
    }).not.toThrow();
  });

  it('treats a cookie not in the record format as absent and removes it', () => {
    const jar = installCookieJar();
    breakLocalStorage();
    jar.cookie = `${FALLBACK_COOKIE_PREFIX}Cart=%7Bnot%20json; Max-Age=60; Path=/`;
    expect(readRecord('Cart')).toBeNull();
    expect(jar.cookie).toBe('');
  });
});
