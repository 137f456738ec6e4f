import { describe, expect, it } from 'vitest';
import { instalmentOptions, totalWithRate } from './instalments';

// The same numbers as the server's wallet/instalments.rs tests.
const plan = { counts: [2, 3, 6, 12], rates: [0, 0, 4.9, 10.9], minAmount: 10_000 };

describe('instalmentOptions', () => {
  it('adds the rate and rounds the monthly amount up', () => {
    const rows = instalmentOptions(100_000, plan);
    expect(rows.map((o) => o.count)).toEqual([1, 2, 3, 6, 12]);
    expect(rows[0]).toEqual({ count: 1, total: 100_000, monthly: 100_000, interestFree: true });
    expect(rows[2]).toEqual({ count: 3, total: 100_000, monthly: 33_334, interestFree: true });
    expect(rows[3]).toEqual({ count: 6, total: 104_900, monthly: 17_484, interestFree: false });
    expect(rows[4]).toEqual({ count: 12, total: 110_900, monthly: 9_242, interestFree: false });
    for (const o of rows) expect(o.monthly * o.count).toBeGreaterThanOrEqual(o.total);
  });

  it('rounds the surcharge half up to the kuruş', () => {
    expect(totalWithRate(12_345, 2.5)).toBe(12_654);
    expect(totalWithRate(10_000, 4.9)).toBe(10_490);
    expect(totalWithRate(0, 10.9)).toBe(0);
  });

  it('offers a single payment only below the minimum or without a plan', () => {
    expect(instalmentOptions(9_999, plan)).toHaveLength(1);
    expect(instalmentOptions(10_000, plan)).toHaveLength(5);
    expect(instalmentOptions(50_000, null)).toEqual([{ count: 1, total: 50_000, monthly: 50_000, interestFree: true }]);
    expect(instalmentOptions(-5, null)[0]?.total).toBe(0);
  });
});
