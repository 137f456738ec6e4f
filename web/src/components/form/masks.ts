// Input masks of spec section 5, applied while the shopper types: string (letters, spaces and
// hyphen), number (digits), price (digits, dot and comma), password (no leading or trailing
// spaces), email (no spaces, one '@') and custom (the characters a field names), each with an
// optional maximum length. They only drop characters, so a plain filter is all they need; masks
// with fixed characters (phone, card number, expiry) use react-imask where they are typed.

/** Keeps the characters that `allowed` (one character's class, such as /[A-Z0-9]/i) matches. */
export function maskCustom(value: string, allowed: RegExp, maxLength?: number): string {
  const every = new RegExp(allowed.source, `${allowed.flags.replace(/[gy]/g, '')}g`);
  const kept = value.match(every) ?? [];
  return (maxLength === undefined ? kept : kept.slice(0, maxLength)).join('');
}

export function digitsOnly(value: string): string {
  return maskCustom(value, /\d/);
}

export function maskString(value: string, maxLength?: number): string {
  return maskCustom(value, /[\p{L}\p{M} -]/u, maxLength);
}

export function maskNumber(value: string, maxLength?: number): string {
  return maskCustom(value, /\d/, maxLength);
}

export function maskPrice(value: string, maxLength?: number): string {
  return maskCustom(value, /[\d.,]/, maxLength);
}

/** No spaces, and the first '@' only: what is left is for the email rule to judge. */
export function maskEmail(value: string, maxLength?: number): string {
  const at = value.indexOf('@');
  const oneAt = at === -1 ? value : value.slice(0, at + 1) + value.slice(at + 1).replaceAll('@', '');
  return maskCustom(oneAt, /\S/u, maxLength);
}

export function maskPassword(value: string, maxLength?: number): string {
  const trimmed = value.trim();
  return maxLength === undefined ? trimmed : trimmed.slice(0, maxLength).trimEnd();
}
