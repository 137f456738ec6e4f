import { describe, expect, it } from 'vitest';
import { timeLeft } from './countdown';

// Spec section 9: 1 March 2025 23:59:59 in Turkey.
const TARGET = Date.parse('2025-03-01T23:59:59+03:00');

describe('countdown', () => {
  it('counts down to a future target', () => {
    const now = TARGET - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(TARGET, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('has nothing left once the target has passed', () => {
    expect(timeLeft(TARGET, TARGET)).toBeNull();
    expect(timeLeft(TARGET, Date.parse('2026-01-01T00:00:00Z'))).toBeNull();
  });
});
