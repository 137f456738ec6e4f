import { describe, expect, it } from 'vitest';
import { ageRange, ageUnit, measureRange } from './size-table';

function row(from: number, to: number) {
  return { SIZE: '', SIZE_ID: 0, AGE_MONTHS: [from, to], HEIGHT_CM: [111, 116], WEIGHT_KG: [18, 21.5], RECOMMENDED: false };
}

describe('the size table', () => {
  it('writes children’s ages in years, as the sizes are named', () => {
    const rows = [row(48, 60), row(60, 72)];
    expect(ageUnit(rows)).toBe('years');
    expect(ageRange(row(60, 72), 'years')).toBe('5-6');
  });

  it('writes babies’ ages in months', () => {
    const rows = [row(0, 3), row(3, 6), row(12, 18)];
    expect(ageUnit(rows)).toBe('months');
    expect(ageRange(row(3, 6), 'months')).toBe('3-6');
  });

  it('writes heights and weights in the language’s numbers', () => {
    expect(measureRange([18, 21.5], 'tr')).toBe('18-21,5');
    expect(measureRange([18, 21.5], 'en')).toBe('18-21.5');
    expect(measureRange([111, 116], 'ar')).toBe('111-116');
  });
});
