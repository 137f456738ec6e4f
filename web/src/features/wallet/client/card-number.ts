// Card numbers as the shopper types them: spaces and dashes from the masked input are dropped,
// and a number is only sent when its Luhn check digit is right.

/** The digits of a typed card number (spaces and dashes removed); other characters are kept. */
export function normalizeCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Payment card numbers have 12 to 19 digits (ISO/IEC 7812). */
const CARD_DIGITS = /^\d{12,19}$/;

/** The Luhn (mod 10) check of a typed card number. */
export function isLuhnValid(typed: string): boolean {
  const digits = normalizeCardNumber(typed);
  if (!CARD_DIGITS.test(digits)) return false;
  let sum = 0;
  // From the right, every second digit is doubled; a doubled digit above 9 counts its digit sum.
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Whether a YYMM expiry date is well formed and not before the month of `now` (a card is valid
 * through the last day of its month).
 */
export function isExpiryValid(expiryDate: string, now: Date): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(expiryDate);
  if (!match) return false;
  const year = 2000 + Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12) return false;
  const currentYear = now.getUTCFullYear();
  return year > currentYear || (year === currentYear && month >= now.getUTCMonth() + 1);
}
