import { describe, expect, it } from 'vitest';
import { birthDateFailure, dateOfIsoDay, isoDay } from './birth-date';

describe('birth dates (account profile, page 6)', () => {
  const today = new Date(2026, 10, 26, 15, 30);

  it('writes and reads a calendar day as YYYY-MM-DD', () => {
    expect(isoDay(new Date(1990, 4, 1, 23, 59))).toBe('1990-05-01');
    expect(dateOfIsoDay('1990-05-01')?.getTime()).toBe(new Date(1990, 4, 1).getTime());
    expect(dateOfIsoDay(' 2024-02-29 ')?.getDate()).toBe(29);
  });

  it('reads no day from text that names none', () => {
    for (const text of ['', '1990-5-1', '01.05.1990', '2023-02-29', '1990-13-01', '1990-04-31']) {
      expect(dateOfIsoDay(text), text).toBeNull();
    }
  });

  it('takes no date, or a real day from 1900 up to today', () => {
    expect(birthDateFailure('', today)).toBeNull();
    expect(birthDateFailure('1900-01-01', today)).toBeNull();
    expect(birthDateFailure('2026-11-26', today)).toBeNull();
  });

  it('refuses a day after today, one before 1900 and a malformed one', () => {
    expect(birthDateFailure('2026-11-27', today)).toBe('customer.profile.birthDateFuture');
    expect(birthDateFailure('2030-01-01', today)).toBe('customer.profile.birthDateFuture');
    expect(birthDateFailure('1899-12-31', today)).toBe('customer.profile.birthDateInvalid');
    expect(birthDateFailure('2023-02-30', today)).toBe('customer.profile.birthDateInvalid');
  });
});
