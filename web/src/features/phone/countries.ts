// The phone widget's countries (spec sections 3, 5 and 9): the built-in defaults made from
// libphonenumber-js metadata (about 240 countries: key, Turkish name, dial code, mask pattern), the
// server's list checked against them, and the country an existing number belongs to.
import { getCountries, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/min/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import type { CountryListAnswer, PhoneCountry } from './types';

/** Spec section 5: the generic 'Undefined' pattern, a plus then up to 12 digits. */
export const GENERIC_PATTERN = '+000000000000';
/** Spec section 9: the default pattern holds 12 digits. */
export const GENERIC_PATTERN_LENGTH = 12;
/** Spec section 9: the default country. */
export const DEFAULT_COUNTRY = 'TR';

/** Spec section 5: Turkey and the US are +code, an area code starting 1-9, then 3+2+2 digits. */
const FIXED_PATTERNS: Record<string, string> = {
  TR: '+90 (100) 000 00 00',
  US: '+1 (100) 000 00 00',
};

export interface BuiltInCountry {
  key: string;
  /** Turkish name, with the English one in brackets when it differs ('Almanya (Germany)'). */
  name: string;
  dialCode: string;
  pattern: string;
}

/** Spec section 5: country 'EN' is GB; keys are compared in upper case. */
export function normalizeKey(key: string): string {
  const upper = key.trim().toUpperCase();
  return upper === 'EN' ? 'GB' : upper;
}

/**
 * The mask of a number laid out as libphonenumber formats it internationally: every national digit a
 * digit matcher, the first one 1-9 unless the example itself starts with 0 (Côte d'Ivoire).
 */
export function patternFromExample(international: string, dialCode: string): string {
  const prefix = `+${dialCode}`;
  if (!international.startsWith(prefix)) return GENERIC_PATTERN;
  let first = true;
  const rest = international.slice(prefix.length).replace(/\d/g, (digit) => {
    const slot = first && digit !== '0' ? '1' : '0';
    first = false;
    return slot;
  });
  return `${prefix}${rest}`;
}

let builtIns: Map<string, BuiltInCountry> | null = null;

/** The built-in defaults by key, made once from the metadata the validation uses as well. */
export function builtInCountries(): Map<string, BuiltInCountry> {
  if (builtIns) return builtIns;
  const turkish = new Intl.DisplayNames(['tr'], { type: 'region', fallback: 'code' });
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  builtIns = new Map();
  for (const key of getCountries()) {
    const dialCode = getCountryCallingCode(key);
    const example = getExampleNumber(key, examples);
    const pattern =
      FIXED_PATTERNS[key] ?? (example ? patternFromExample(example.formatInternational(), dialCode) : GENERIC_PATTERN);
    const tr = turkish.of(key) ?? key;
    const en = english.of(key) ?? key;
    builtIns.set(key, { key, name: tr === en ? tr : `${tr} (${en})`, dialCode, pattern });
  }
  return builtIns;
}

/** The pattern for a country: the built-in one when key and dial code both match it, else generic. */
export function patternFor(key: string, dialCode: string): string {
  const builtIn = builtInCountries().get(normalizeKey(key));
  return builtIn?.dialCode === dialCode ? builtIn.pattern : GENERIC_PATTERN;
}

/** Digits a complete number has under `pattern`, the dial code's included (the form's phone rule). */
export function patternLength(pattern: string, dialCode: string): number {
  if (pattern === GENERIC_PATTERN || !pattern.startsWith(`+${dialCode}`)) return GENERIC_PATTERN_LENGTH;
  const slots = pattern.slice(dialCode.length + 1).replace(/[^01]/g, '').length;
  return dialCode.length + slots;
}

/** The server's list as the widget offers it; entries without a key or a dial code are left out. */
export function phoneCountries(answer: CountryListAnswer): PhoneCountry[] {
  const defaults = builtInCountries();
  const seen = new Set<string>();
  const countries: PhoneCountry[] = [];
  for (const entry of answer.countries) {
    const key = normalizeKey(entry.code);
    const dialCode = entry.phone_code.replace(/\D/g, '');
    if (key === '' || dialCode === '' || seen.has(key)) continue;
    seen.add(key);
    countries.push({
      key,
      dialCode,
      title: entry.title || defaults.get(key)?.name || key,
      searchName: defaults.get(key)?.name ?? '',
      pattern: patternFor(key, dialCode),
    });
  }
  return countries;
}

/** The country that owns a dial code in libphonenumber's metadata (TR for 90, US for 1, GB for 44). */
function mainCountryOf(dialCode: string): string | undefined {
  return metadata.country_calling_codes[dialCode]?.[0];
}

/**
 * Spec section 5: the country of an existing value, by the longest dial-code prefix of its digits (4
 * down to 1). Where several countries share that code, the one the number belongs to wins, else the
 * code's main country: so a northern Cyprus entry sharing +90 resolves to Turkey.
 */
export function countryOfNumber(digits: string, countries: readonly PhoneCountry[]): PhoneCountry | undefined {
  for (let length = Math.min(4, digits.length); length >= 1; length--) {
    const prefix = digits.slice(0, length);
    const candidates = countries.filter((country) => country.dialCode === prefix);
    if (candidates.length === 0) continue;
    if (candidates.length === 1) return candidates[0];
    const owner = parsePhoneNumberFromString(`+${digits}`)?.country;
    const main = mainCountryOf(prefix);
    return (
      candidates.find((country) => country.key === owner) ??
      candidates.find((country) => country.key === main) ??
      candidates[0]
    );
  }
  return undefined;
}

/** The country to start with: the one named (or the list's `selected`), else Turkey, else the first. */
export function initialCountry(countries: readonly PhoneCountry[], wanted: string): PhoneCountry | undefined {
  const key = normalizeKey(wanted);
  return (
    countries.find((country) => country.key === key) ??
    countries.find((country) => country.key === DEFAULT_COUNTRY) ??
    countries[0]
  );
}
