// The Turkish identity and tax numbers an invoice address carries, checked by their check digits
// before the form is sent (the server checks them again).

const ELEVEN_DIGITS = /^[1-9]\d{10}$/;
const TEN_DIGITS = /^\d{10}$/;

/** The digits of a string already checked to be all digits, read by position. */
function digitsOf(value: string): (position: number) => number {
  const digits = Array.from(value, Number);
  return (position) => digits[position] ?? 0;
}

/**
 * T.C. kimlik numarası: 11 digits, the first not 0; the 10th is ((d1+d3+d5+d7+d9)*7 -
 * (d2+d4+d6+d8)) mod 10 and the 11th is the sum of the first ten mod 10.
 */
export function isValidTckn(value: string): boolean {
  if (!ELEVEN_DIGITS.test(value)) return false;
  const d = digitsOf(value);
  const odd = d(0) + d(2) + d(4) + d(6) + d(8);
  const even = d(1) + d(3) + d(5) + d(7);
  // JavaScript's % keeps the sign: bring a negative difference back into 0..9.
  const tenth = (((odd * 7 - even) % 10) + 10) % 10;
  if (tenth !== d(9)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) sum += d(i);
  return sum % 10 === d(10);
}

/**
 * Vergi kimlik numarası (the Revenue Administration's algorithm): for each of the first nine
 * digits, t = (digit + 9 - i) mod 10 and p = t * 2^(9-i) mod 9, with p = 9 when t is not 0 but p
 * is; the 10th digit is (10 - sum(p) mod 10) mod 10.
 */
export function isValidVkn(value: string): boolean {
  if (!TEN_DIGITS.test(value)) return false;
  const d = digitsOf(value);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) {
    const shifted = (d(i) + 9 - i) % 10;
    let weighted = (shifted * 2 ** (9 - i)) % 9;
    if (shifted !== 0 && weighted === 0) weighted = 9;
    sum += weighted;
  }
  return (10 - (sum % 10)) % 10 === d(9);
}
