// The mask of a phone pattern for imask, and what the widget does with typed and pasted text
// (spec section 5): placeholder '_' with the guide on; a paste that does not start with the dial code
// becomes the dial code and the pasted digits, re-masked.
import type { FactoryOpts } from 'imask';
import { GENERIC_PATTERN } from './countries';
import { digitsOf } from './phone-value';

export const PLACEHOLDER_CHAR = '_';

/** imask's definition for the pattern's `1`: a digit 1-9 (its own `0` is any digit already). */
const NON_ZERO = 'N';

/**
 * imask options for a pattern: the dial code kept in the unmasked value (so typing or pasting it
 * again is absorbed rather than doubled), every other literal escaped.
 */
export function maskOptions(pattern: string, dialCode: string): FactoryOpts {
  const prefix = `+${dialCode}`;
  const known = pattern !== GENERIC_PATTERN && pattern.startsWith(prefix);
  const body = known ? pattern.slice(prefix.length) : pattern.slice(1);
  const slots = Array.from(body, (ch) => (ch === '0' ? '0' : ch === '1' ? NON_ZERO : `\\${ch}`)).join('');
  const head = known ? `+{${Array.from(dialCode, (digit) => `\\${digit}`).join('')}}` : '+';
  return {
    mask: `${head}${slots}`,
    definitions: { [NON_ZERO]: /[1-9]/ },
    lazy: false,
    placeholderChar: PLACEHOLDER_CHAR,
  };
}

/** The digits a paste puts in the field: as pasted when it starts with the dial code, else prefixed. */
export function pastedDigits(text: string, dialCode: string): string {
  const trimmed = text.trim();
  const digits = digitsOf(trimmed);
  const startsWithCode = trimmed.replace(/^\+/, '').startsWith(dialCode);
  return startsWithCode ? digits : `${dialCode}${digits}`;
}

/**
 * What the form holds for a masked field: the text up to the last typed digit ('+90 (532) 12'), or
 * '' while nothing but the dial code is there.
 */
export function typedText(masked: string, dialCode: string): string {
  const cut = masked.indexOf(PLACEHOLDER_CHAR);
  const typed = (cut === -1 ? masked : masked.slice(0, cut)).replace(/\D+$/, '');
  const digits = digitsOf(typed);
  return digits === '' || digits === dialCode ? '' : typed;
}
