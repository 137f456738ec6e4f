import { describe, expect, it } from 'vitest';
import {
  includedVat,
  isDoubleTap,
  installmentTable,
  moneyOrderPrice,
  subscriptionPrice,
  tierUnitPrice,
  variantForColour,
  variantState,
} from './rules';
import type { VariantData } from './types';

function variant(id: number, colour: number, size: number, stock: number): VariantData {
  return {
    ID: id,
    TYPE_ID: size,
    TYPE: '',
    TYPE1_ID: colour,
    TYPE2_ID: size,
    CODE: '',
    BARCODE: '',
    PRICE: 199.9,
    PRICE_NOT_DISCOUNTED: 199.9,
    STOCK: stock,
    IN_STOCK: stock > 0 ? 1 : 0,
    MONEY_ORDER_PERCENT: 0,
    MONEY_ORDER_PRICE: 199.9,
    VAT: 10,
    WS_CODE: '',
    WEIGHT: 0,
    ADDITIONAL_INFO: '',
    TYPE_COLOR_CODE: '',
    CURRENCY: 'TRY',
  };
}

// Red (1) in sizes 10 (stock) and 11 (sold out); blue (2) in size 10 only.
const grid = [variant(1, 1, 10, 5), variant(2, 1, 11, 0), variant(3, 2, 10, 2)];

describe('variantState', () => {
  it('makes sizes available, passive or hidden for the chosen colour', () => {
    expect(variantState(grid, 2, 10, 1).state).toBe('available');
    expect(variantState(grid, 2, 11, 1).state).toBe('passive');
    expect(variantState(grid, 2, 11, 2).state).toBe('hidden');
    expect(variantState(grid, 1, 1, null).state).toBe('available');
    expect(variantState(grid, 1, 2, 11).state).toBe('hidden');
  });

  it('keeps the size on a colour change when it has stock there', () => {
    expect(variantForColour(grid, 2, 10)?.ID).toBe(3);
    expect(variantForColour(grid, 2, 11)?.ID).toBe(3);
    expect(variantForColour([variant(7, 4, 10, 0)], 4, null)?.ID).toBe(7);
  });
});

describe('prices', () => {
  it('takes the subscription percent off', () => {
    expect(subscriptionPrice(199.9, 5)).toBe(189.9);
    expect(subscriptionPrice(100, 0)).toBe(100);
  });

  it('adds the money-order percent', () => {
    expect(moneyOrderPrice(199.9, -3)).toBe(193.9);
    expect(moneyOrderPrice(100, 2)).toBe(102);
  });

  it('prices tiers and VAT in whole kuruş', () => {
    expect(tierUnitPrice(199.9, 10)).toBe(179.91);
    expect(includedVat(110, 10)).toBe(10);
  });

  it('builds the instalment table like the server', () => {
    const plan = { MONTHS: [1, 3, 6, 12], INTEREST_FREE_MONTHS: 3, MONTHLY_RATE_BASIS_POINTS: 199 };
    const rows = installmentTable(300, plan);
    expect(rows[1]).toEqual({ months: 3, monthly: 100, total: 300, interestFree: true });
    expect(rows[2]).toEqual({ months: 6, monthly: 55.97, total: 335.82, interestFree: false });
    expect(installmentTable(100, plan)[1]?.monthly).toBe(33.34);
  });
});

describe('isDoubleTap', () => {
  it('counts a second tap within one second', () => {
    expect(isDoubleTap(1000, 1900)).toBe(true);
    expect(isDoubleTap(1000, 2000)).toBe(true);
    expect(isDoubleTap(1000, 2001)).toBe(false);
    expect(isDoubleTap(null, 5)).toBe(false);
  });
});
