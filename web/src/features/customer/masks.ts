// Input masks of spec section 5, applied while the shopper types: string (letters, spaces and hyphen),
// number (digits), password (no leading or trailing spaces). Phone numbers have the phone widget
// (features/phone).

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
