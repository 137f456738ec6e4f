// A birth date as the profile form keeps and sends it: `YYYY-MM-DD` or empty for none, a calendar
// day with no time or zone, never after today and not before 1900 (the server's rule too).

export const EARLIEST_BIRTH_YEAR = 1900;

export type BirthDateKey = 'customer.profile.birthDateInvalid' | 'customer.profile.birthDateFuture';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of `date` as `YYYY-MM-DD`. */
export function isoDay(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The day `YYYY-MM-DD` names, at local midnight; null when it is no real day (2023-02-30). */
export function dateOfIsoDay(value: string): Date | null {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Why a birth date is refused, or null when it is empty or a day from 1900 up to `today`. */
export function birthDateFailure(value: string, today: Date): BirthDateKey | null {
  if (value.trim() === '') return null;
  const date = dateOfIsoDay(value);
  if (!date || date.getFullYear() < EARLIEST_BIRTH_YEAR) return 'customer.profile.birthDateInvalid';
  return isoDay(date) > isoDay(today) ? 'customer.profile.birthDateFuture' : null;
}
