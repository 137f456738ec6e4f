import { describe, expect, it } from 'vitest';
import { clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps min, max and step', () => {
    const rule = { min: 2, max: 10, step: 2 };
    expect(clampQuantity(1, rule)).toBe(2);
    expect(clampQuantity(5, rule)).toBe(6);
    expect(clampQuantity(99, rule)).toBe(10);
    expect(clampQuantity(Number.NaN, rule)).toBe(2);
  });

  it('defaults the minimum to 1 and rounds to the step decimals', () => {
    expect(clampQuantity(0, { min: 0, max: 5, step: 1 })).toBe(1);
    expect(clampQuantity(1.26, { min: 0.5, max: 3, step: 0.25 })).toBe(1.25);
  });
});
