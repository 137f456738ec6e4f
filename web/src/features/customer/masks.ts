// Input masks of spec section 5, applied while the shopper types: string (letters, spaces and hyphen),
// number (digits), password (no leading or trailing spaces), and the Turkish phone number
// (+90, an area code starting 1-9, then 3+2+2 digits).

export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

export function maskString(value: string, maxLength?: number): string {
  const kept = value.replace(/[^\p{L}\p{M} -]+/gu, '');
  return maxLength === undefined ? kept : kept.slice(0, maxLength);
}

export function maskNumber(value: string, maxLength?: number): string {
  const kept = digitsOnly(value);
  return maxLength === undefined ? kept : kept.slice(0, maxLength);
}

export function maskPassword(value: string): string {
  return value.trim();
}

export const TR_DIAL_CODE = '90';
/** Spec section 9: the default phone pattern holds 12 digits (90 and 10 national digits). */
export const PHONE_DIGIT_MINIMUM = 12;
export const TR_PHONE_PLACEHOLDER = '+90 (5__) ___ __ __';

/** The national part of what was typed or pasted: no dial code, no leading zeros, at most 10 digits. */
export function trNationalDigits(value: string): string {
  let digits = digitsOnly(value);
  if (digits.startsWith(TR_DIAL_CODE)) digits = digits.slice(TR_DIAL_CODE.length);
  return digits.replace(/^0+/, '').slice(0, 10);
}

/** Formats as `+90 (532) 123 45 67`, as far as the digits go; empty stays empty. */
export function maskTrPhone(value: string): string {
  const national = trNationalDigits(value);
  if (national === '') return '';
  const groups = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8, 10)];
  let out = `+${TR_DIAL_CODE} (${groups[0]}`;
  if (national.length >= 3) out += ')';
  for (const group of groups.slice(1)) if (group) out += ` ${group}`;
  return out;
}

/** The digits sent to the server: dial code and national number, e.g. 905321234567. */
export function phoneForServer(value: string): string {
  const national = trNationalDigits(value);
  return national === '' ? '' : `${TR_DIAL_CODE}${national}`;
}
