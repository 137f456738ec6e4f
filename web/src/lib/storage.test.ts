import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIFETIME_MS, readRecord, removeRecord, writeRecord } from './storage';

const NOW = new Date('2025-01-15T10:00:00Z').getTime();

describe('storage records', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
    localStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

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
