import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import {
  builtInCountries,
  countryOfNumber,
  GENERIC_PATTERN,
  initialCountry,
  normalizeKey,
  patternFor,
  patternLength,
  phoneCountries,
} from './countries';
import { atBottom, nextVisibleCount, PAGE_SIZE, shownCountries } from './flag-list';
import { maskOptions, pastedDigits, typedText } from './phone-mask';
import { displayPhone, phoneFieldState, phoneRuleFailure, phoneToSend } from './phone-value';
import type { CountryListAnswer } from './types';

/** What the field shows after `input` is typed or pasted into an empty field of this pattern. */
function masked(pattern: string, dialCode: string, input: string): string {
  const mask = IMask.createMask(maskOptions(pattern, dialCode));
  mask.resolve(input);
  return mask.value;
}

function entry(code: string, phone_code: string, title: string) {
  return { code, phone_code, title, pattern: '' };
}

// A list as the server gives it: Turkey first, then by title, with northern Cyprus sharing +90.
const ANSWER: CountryListAnswer = {
  countries: [
    entry('TR', '90', 'Türkiye'),
    entry('DE', '49', 'Almanya'),
    entry('US', '1', 'Amerika Birleşik Devletleri'),
    entry('IS', '354', 'İzlanda'),
    entry('KZ', '7', 'Kazakistan'),
    entry('CA', '1', 'Kanada'),
    entry('XC', '90', 'Kuzey Kıbrıs Türk Cumhuriyeti'),
    entry('RU', '7', 'Rusya'),
    entry('AG', '1268', 'Antigua ve Barbuda'),
    entry('EN', '44', 'İngiltere'),
    entry('ZZ', '999', 'Bilinmeyen'),
  ],
  selected: 'TR',
};
const COUNTRIES = phoneCountries(ANSWER);
const byKey = (key: string) => COUNTRIES.find((country) => country.key === key);

describe('phone masks (spec section 5)', () => {
  it('has about 240 built-in countries with a dial code and a pattern each', () => {
    const builtIns = [...builtInCountries().values()];
    expect(builtIns.length).toBeGreaterThanOrEqual(240);
    expect(builtIns.every((country) => /^\d{1,4}$/.test(country.dialCode) && country.pattern.startsWith('+'))).toBe(true);
    expect(builtInCountries().get('DE')?.name).toBe('Almanya (Germany)');
  });

  it('masks Turkey as +90, an area code starting 1-9, then 3+2+2 digits', () => {
    expect(patternFor('TR', '90')).toBe('+90 (100) 000 00 00');
    expect(masked('+90 (100) 000 00 00', '90', '')).toBe('+90 (___) ___ __ __');
    expect(masked('+90 (100) 000 00 00', '90', '5321234567')).toBe('+90 (532) 123 45 67');
    // The area code cannot start with 0: a leading 0 is passed over.
    expect(masked('+90 (100) 000 00 00', '90', '9005321234567')).toBe('+90 (532) 123 45 67');
    expect(patternLength('+90 (100) 000 00 00', '90')).toBe(12);
  });

  it('masks the US as +1, a 3-digit area code starting 1-9, then 3+2+2 digits', () => {
    expect(patternFor('US', '1')).toBe('+1 (100) 000 00 00');
    expect(masked(patternFor('US', '1'), '1', '12015550123')).toBe('+1 (201) 555 01 23');
    expect(masked(patternFor('US', '1'), '1', '10015550123')).toBe('+1 (155) 501 23 __');
    expect(patternLength(patternFor('US', '1'), '1')).toBe(11);
  });

  it('masks other countries in their own digit groups (Germany)', () => {
    const pattern = patternFor('DE', '49');
    expect(pattern).toBe('+49 1000 0000000');
    expect(masked(pattern, '49', '4915123456789')).toBe('+49 1512 3456789');
    expect(masked(pattern, '49', '')).toBe('+49 ____ _______');
    expect(patternLength(pattern, '49')).toBe(13);
  });

  it('falls back to + and 12 digits when the key or the dial code is not a built-in one', () => {
    expect(patternFor('ZZ', '999')).toBe(GENERIC_PATTERN);
    expect(patternFor('DE', '50')).toBe(GENERIC_PATTERN);
    expect(byKey('ZZ')?.pattern).toBe(GENERIC_PATTERN);
    expect(masked(GENERIC_PATTERN, '999', '')).toBe('+____________');
    expect(masked(GENERIC_PATTERN, '999', '999123456789012')).toBe('+999123456789');
    expect(patternLength(GENERIC_PATTERN, '999')).toBe(12);
  });

  it('keeps the typed part for the form, and nothing while only the dial code is there', () => {
    expect(typedText('+90 (532) 12_ __ __', '90')).toBe('+90 (532) 12');
    expect(typedText('+90 (53_) ___ __ __', '90')).toBe('+90 (53');
    expect(typedText('+90 (___) ___ __ __', '90')).toBe('');
    expect(typedText('+____________', '999')).toBe('');
    expect(phoneToSend('+90 (532) 123 45 67')).toBe('905321234567');
  });
});

describe('pasting into the phone field (spec section 5)', () => {
  const paste = (text: string) => masked('+90 (100) 000 00 00', '90', pastedDigits(text, '90'));

  it('prefixes the dial code to text that does not start with it, and re-masks', () => {
    expect(pastedDigits('0532 123 45 67', '90')).toBe('9005321234567');
    expect(paste('0532 123 45 67')).toBe('+90 (532) 123 45 67');
    expect(paste('(532) 123-45-67')).toBe('+90 (532) 123 45 67');
  });

  it('keeps text that starts with the dial code, with or without the plus', () => {
    expect(pastedDigits('+90 532 123 45 67', '90')).toBe('905321234567');
    expect(pastedDigits('905321234567', '90')).toBe('905321234567');
    expect(paste('+90 532 123 45 67')).toBe('+90 (532) 123 45 67');
  });
});

describe('the country of an existing number (spec section 5)', () => {
  it('takes the longest dial-code prefix, from 4 digits down to 1', () => {
    expect(countryOfNumber('12684641234', COUNTRIES)?.key).toBe('AG');
    expect(countryOfNumber('3546111234', COUNTRIES)?.key).toBe('IS');
    expect(countryOfNumber('4915123456789', COUNTRIES)?.key).toBe('DE');
    expect(countryOfNumber('12015550123', COUNTRIES)?.key).toBe('US');
    expect(countryOfNumber('14165550123', COUNTRIES)?.key).toBe('CA');
    expect(countryOfNumber('77012345678', COUNTRIES)?.key).toBe('KZ');
    expect(countryOfNumber('2125550123', COUNTRIES)).toBeUndefined();
  });

  it('resolves the northern Cyprus entry sharing +90 to Turkey', () => {
    expect(countryOfNumber('903921234567', COUNTRIES)?.key).toBe('TR');
    expect(countryOfNumber('905321234567', COUNTRIES)?.key).toBe('TR');
    const cyprusFirst = phoneCountries({ ...ANSWER, countries: [...ANSWER.countries].reverse() });
    expect(countryOfNumber('903921234567', cyprusFirst)?.key).toBe('TR');
  });

  it("maps 'EN' to GB", () => {
    expect(normalizeKey('EN')).toBe('GB');
    expect(normalizeKey('en')).toBe('GB');
    expect(byKey('GB')?.pattern).toBe(patternFor('GB', '44'));
    expect(countryOfNumber('447400123456', COUNTRIES)?.key).toBe('GB');
    expect(initialCountry(COUNTRIES, 'en')?.key).toBe('GB');
  });

  it('starts with the selected country, else Turkey', () => {
    expect(initialCountry(COUNTRIES, 'DE')?.key).toBe('DE');
    expect(initialCountry(COUNTRIES, 'QQ')?.key).toBe('TR');
    expect(initialCountry(COUNTRIES, '')?.key).toBe('TR');
  });
});

describe('the flag list (spec sections 5 and 9)', () => {
  const many = phoneCountries({
    countries: [...builtInCountries().values()].map((country) => entry(country.key, country.dialCode, country.name)),
    selected: 'TR',
  });

  it('shows 15 countries, and 15 more on each scroll to the bottom', () => {
    expect(PAGE_SIZE).toBe(15);
    expect(shownCountries(many, '', PAGE_SIZE)).toHaveLength(15);
    expect(nextVisibleCount(15, many.length)).toBe(30);
    expect(shownCountries(many, '', nextVisibleCount(30, many.length))).toHaveLength(45);
    expect(nextVisibleCount(many.length - 3, many.length)).toBe(many.length);
    expect(atBottom({ scrollTop: 300, clientHeight: 264, scrollHeight: 564 })).toBe(true);
    expect(atBottom({ scrollTop: 100, clientHeight: 264, scrollHeight: 564 })).toBe(false);
  });

  it('searches the whole list by name, without case and with Turkish folding', () => {
    const keys = (query: string) => shownCountries(many, query, PAGE_SIZE).map((country) => country.key);
    expect(keys('alm')).toContain('DE');
    expect(keys('ALM')).toContain('DE');
    expect(keys('germ')).toEqual(['DE']);
    // İ and i, I and ı: 'İZLANDA' and 'izlanda' find İzlanda; 'IRAK' finds Irak, not İran.
    expect(keys('İZLANDA')).toEqual(['IS']);
    expect(keys('izlanda')).toEqual(['IS']);
    expect(keys('IRAK')).toEqual(['IQ']);
    // A search is not limited to the 15 shown: Zimbabwe is the last of the list.
    expect(keys('zimb')).toEqual(['ZW']);
  });
});

describe('the phone rule and what is sent', () => {
  it('gives the required message below the pattern length, and refuses numbers found invalid', () => {
    expect(phoneRuleFailure('+90 (532) 123 45', { patternLength: 12, valid: null })).toBe('required');
    expect(phoneRuleFailure('+90 (532) 123 45 67', { patternLength: 12, valid: true })).toBeNull();
    expect(phoneRuleFailure('+90 (532) 123 45 67', { patternLength: 12, valid: false })).toBe('phone.invalid');
    expect(phoneFieldState(null)).toEqual({ patternLength: 12, valid: null });
  });

  it('shows a stored number in its groups when Turkish, else as + and digits', () => {
    expect(displayPhone('905321234567')).toBe('+90 (532) 123 45 67');
    expect(displayPhone('4915123456789')).toBe('+4915123456789');
    expect(displayPhone('')).toBe('');
  });
});
