import { describe, expect, it } from 'vitest';
import { isExpiryValid, isLuhnValid, normalizeCardNumber } from './card-number';

describe('isLuhnValid', () => {
  it('accepts the test cards, typed with spaces or dashes', () => {
    expect(isLuhnValid('4032 8012 3456 7894')).toBe(true);
    expect(isLuhnValid('4048-0900-0000-0007')).toBe(true);
    expect(isLuhnValid('5469570000000005')).toBe(true);
    expect(isLuhnValid('4111111111111111')).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isLuhnValid('4032 8012 3456 7895')).toBe(false);
    expect(isLuhnValid('4111111111111112')).toBe(false);
  });

  it('doubles every second digit from the right, counting 10 and more as their digit sum', () => {
    // 18 digits: the doubled digits are at odd places from the right whatever the length.
    expect(isLuhnValid('000000000000000059')).toBe(true);
    expect(isLuhnValid('000000000000000095')).toBe(false);
  });

  it('refuses other lengths and characters', () => {
    expect(isLuhnValid('')).toBe(false);
    expect(isLuhnValid('00000000000')).toBe(false);
    expect(isLuhnValid('0000000000000000000000')).toBe(false);
    expect(isLuhnValid('4032 8012 3456 789a')).toBe(false);
    expect(isLuhnValid('4032.8012.3456.7894')).toBe(false);
  });
});

describe('normalizeCardNumber', () => {
  it('drops spaces and dashes only', () => {
    expect(normalizeCardNumber(' 4032 8012-3456 7894 ')).toBe('4032801234567894');
    expect(normalizeCardNumber('4032/8012')).toBe('4032/8012');
  });
});

describe('isExpiryValid', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('accepts this month and later', () => {
    expect(isExpiryValid('2611', now)).toBe(true);
    expect(isExpiryValid('2612', now)).toBe(true);
    expect(isExpiryValid('2701', now)).toBe(true);
  });

  it('refuses past months, bad months and other shapes', () => {
    expect(isExpiryValid('2610', now)).toBe(false);
    expect(isExpiryValid('2512', now)).toBe(false);
    expect(isExpiryValid('2700', now)).toBe(false);
    expect(isExpiryValid('2713', now)).toBe(false);
    expect(isExpiryValid('1127', now)).toBe(false);
    expect(isExpiryValid('11/27', now)).toBe(false);
    expect(isExpiryValid('271', now)).toBe(false);
  });
});
