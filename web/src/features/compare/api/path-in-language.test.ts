import { describe, expect, it } from 'vitest';
import { pathInLanguage } from './get-compare-items';

describe('pathInLanguage', () => {
  it('moves a storefront path between languages', () => {
    expect(pathInLanguage('/kiz-elbise', 'ar')).toBe('/ar/kiz-elbise');
    expect(pathInLanguage('/ar/kiz-elbise', 'en')).toBe('/en/kiz-elbise');
    expect(pathInLanguage('/en/kiz-elbise', 'tr')).toBe('/kiz-elbise');
    expect(pathInLanguage('/tr/kiz-elbise', 'ar')).toBe('/ar/kiz-elbise');
  });

  it('leaves a first segment that only looks like a language alone', () => {
    expect(pathInLanguage('/arama', 'en')).toBe('/en/arama');
  });
});
