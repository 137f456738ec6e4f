import { describe, expect, it } from 'vitest';
import { isValidTckn, isValidVkn } from './id-numbers';

describe('isValidTckn', () => {
  it('accepts numbers whose 10th and 11th digits follow the rule', () => {
    expect(isValidTckn('10000000146')).toBe(true);
    expect(isValidTckn('12345678950')).toBe(true);
  });

  it('refuses a wrong 10th or 11th digit', () => {
    expect(isValidTckn('10000000156')).toBe(false);
    expect(isValidTckn('10000000147')).toBe(false);
    expect(isValidTckn('12345678951')).toBe(false);
  });

  it('refuses a leading 0, other lengths and non-digits', () => {
    expect(isValidTckn('01234567890')).toBe(false);
    expect(isValidTckn('1000000014')).toBe(false);
    expect(isValidTckn('100000001460')).toBe(false);
    expect(isValidTckn('1000000014a')).toBe(false);
    expect(isValidTckn('')).toBe(false);
  });

  it('handles a 10th-digit difference that is negative', () => {
    // odd sum 1, even sum 36: 7 - 36 = -29, which is 1 mod 10.
    expect(isValidTckn('19090909018')).toBe(true);
    expect(isValidTckn('19090909098')).toBe(false);
  });
});

describe('isValidVkn', () => {
  it('accepts numbers whose last digit is the check digit', () => {
    expect(isValidVkn('1234567890')).toBe(true);
    expect(isValidVkn('9876543217')).toBe(true);
    // Every t is 9 - i here: p = 9 (the exception), 5, 5, 6, 7, 1, 6, 8, 2; sum 49, check digit 1.
    expect(isValidVkn('0000000001')).toBe(true);
    expect(isValidVkn('0000000000')).toBe(false);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidVkn('1234567891')).toBe(false);
    expect(isValidVkn('9876543210')).toBe(false);
  });

  it('takes p = 9 when t is not 0 but t * 2^(9-i) is a multiple of 9', () => {
    // First digit 0: t = 9 and 9 * 512 mod 9 = 0, so p = 9; the digits 2..9 after it make t = 0.
    // The sum is 9 and the check digit 1.
    expect(isValidVkn('0234567891')).toBe(true);
    expect(isValidVkn('0234567890')).toBe(false);
  });

  it('refuses other lengths and non-digits', () => {
    expect(isValidVkn('123456789')).toBe(false);
    expect(isValidVkn('12345678901')).toBe(false);
    expect(isValidVkn('12345678a0')).toBe(false);
  });
});
