import { describe, expect, it } from 'vitest';
import { formatMeasure, formatNumber, formatYearMonth, monthName, formatPrice, priceFormatFromSettings, type PriceFormat } from './format';
import { DEFAULT_SETTINGS } from './settings';

const turkish: PriceFormat = { language: 'tr', decimals: 2, thousandSeparator: '.', decimalSeparator: ',' };
const english: PriceFormat = { language: 'en', decimals: 2, thousandSeparator: ',', decimalSeparator: '.' };
const arabic: PriceFormat = { ...turkish, language: 'ar' };

describe('formatNumber', () => {
  it('uses 2 decimals, "." for thousands and "," for decimals in Turkish', () => {
    expect(formatNumber(1234.5, turkish)).toBe('1.234,50');
    expect(formatNumber(1234567.891, turkish)).toBe('1.234.567,89');
    expect(formatNumber(0, turkish)).toBe('0,00');
    expect(formatNumber(999.999, turkish)).toBe('1.000,00');
    expect(formatNumber(-1234.5, turkish)).toBe('-1.234,50');
  });

  it('honours the decimal length and separators of the settings', () => {
    expect(formatNumber(1234.567, { decimals: 3, thousandSeparator: ' ', decimalSeparator: '.' })).toBe(
      '1 234.567',
    );
    expect(formatNumber(1234.5, { decimals: 0, thousandSeparator: ',', decimalSeparator: '.' })).toBe('1,235');
  });

  it('defaults to the settings (Turkish without a settings block)', () => {
    expect(priceFormatFromSettings(DEFAULT_SETTINGS)).toEqual(turkish);
    expect(formatNumber(1234.5)).toBe('1.234,50');
  });
});

describe('formatPrice', () => {
  it('writes TRY as "1.234,50 TL"', () => {
    expect(formatPrice(1234.5, 'TRY', turkish)).toBe('1.234,50 TL');
    expect(formatPrice(89.9, 'TRY', turkish)).toBe('89,90 TL');
    expect(formatPrice(1234.5, 'TRY', arabic)).toBe('1.234,50 TL');
  });

  it('puts the dollar sign first in English', () => {
    expect(formatPrice(12.4, 'USD', english)).toBe('$12.40');
    expect(formatPrice(1234.5, 'EUR', english)).toBe('€1,234.50');
  });

  it('keeps the settings separators for foreign currencies in Turkish', () => {
    expect(formatPrice(12.4, 'USD', turkish)).toBe('$12,40');
    expect(formatPrice(1234.5, 'EUR', turkish)).toBe('€1.234,50');
  });

  it('formats Arabic with Latin digits and no stray direction marks', () => {
    const usd = formatPrice(1234.5, 'USD', arabic);
    expect(usd).toContain('1.234,50');
    expect(usd).toMatch(/\$/);
    expect(usd).not.toMatch(/[\u200e\u200f\u061c]/);
  });

  it('falls back to the code for unknown currencies', () => {
    expect(formatPrice(5, 'XYZ1', turkish)).toBe('5,00 XYZ1');
  });
});

describe('formatMeasure', () => {
  it('writes at most one decimal with the language’s decimal mark and no grouping', () => {
    expect(formatMeasure(21.5, 'tr')).toBe('21,5');
    expect(formatMeasure(116, 'tr')).toBe('116');
    expect(formatMeasure(21.5, 'en')).toBe('21.5');
    expect(formatMeasure(1160.25, 'en')).toBe('1160.3');
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatMeasure(21.5, 'ar')).toBe('21.5');
    expect(formatMeasure(116, 'ar')).toBe('116');
  });
});

describe('months', () => {
  it('names a month in the language', () => {
    expect(monthName(3, 'tr')).toBe('Mart');
    expect(monthName(12, 'en')).toBe('December');
    expect(monthName(1, 'ar')).toBe('يناير');
  });

  it('writes a year and month, and leaves other text as it is', () => {
    expect(formatYearMonth('2020-03', 'tr')).toBe('Mart 2020');
    expect(formatYearMonth('2020-03', 'en')).toBe('March 2020');
    expect(formatYearMonth('2020-13', 'tr')).toBe('2020-13');
    expect(formatYearMonth('', 'tr')).toBe('');
  });
});
