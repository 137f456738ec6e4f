// What the shopper put in the SMS code field, read as the code: typed digits with spaces or dashes
// between them, or a paste of the whole SMS text when exactly one six-digit number stands in it.
// Anything else is not guessed at: the field says what it wants.

const OTP_LENGTH = 6;

export type ReadCode = { kind: 'code'; code: string } | { kind: 'partial'; digits: string } | { kind: 'unclear' };

/** Digits, spaces and dashes only: what a person types or copies from a code alone. */
const TYPED = /^[\d\s\-–.]*$/;

export function readCode(text: string): ReadCode {
  if (TYPED.test(text)) {
    const digits = text.replace(/\D+/g, '');
    if (digits.length === OTP_LENGTH) return { kind: 'code', code: digits };
    return digits.length < OTP_LENGTH ? { kind: 'partial', digits } : { kind: 'unclear' };
  }
  // A pasted message: numbers of exactly six digits (possibly written 123 456) standing alone.
  const candidates = [...text.matchAll(/(?<!\d)(\d{3}[ \u00a0]?\d{3})(?!\d)/g)].map((m) => (m[1] ?? '').replace(/\D/g, ''));
  const distinct = [...new Set(candidates)];
  if (distinct.length === 1 && distinct[0] !== undefined) return { kind: 'code', code: distinct[0] };
  return { kind: 'unclear' };
}
