// What forms need from a phone field without loading the widget: the digits to send and what the
// widget keeps on its input element (spec section 3: dial code, country key and pattern length).

/** Spec section 9: the default phone digit minimum. */
export const DEFAULT_PATTERN_LENGTH = 12;

/** Data attributes the widget sets on its input element. */
export const PHONE_DATA = {
  dialCode: 'data-dial-code',
  country: 'data-country',
  patternLength: 'data-pattern-length',
  /** '1' or '0' by libphonenumber-js once the number is complete; absent before. */
  valid: 'data-phone-valid',
} as const;

export function digitsOf(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Spec section 5: a phone is sent as digits, dial code first ('+90 (532) 123 45 67' -> '905321234567'). */
export function phoneToSend(value: string): string {
  return digitsOf(value);
}

/** An optional phone left empty: no digits, or only the dial code the widget starts with. */
export function isNoPhone(value: string, input: Pick<HTMLInputElement, 'getAttribute'> | null): boolean {
  const digits = digitsOf(value);
  return digits === '' || digits === (input?.getAttribute(PHONE_DATA.dialCode) ?? '');
}

/** Finds the field's input element when the rule runs; null where there is none (tests, no DOM). */
export type PhoneInputLookup = () => HTMLInputElement | null;

export const noPhoneInput: PhoneInputLookup = () => null;

/** The input element with this id, if the page has it. */
export function phoneInputById(id: string): PhoneInputLookup {
  return () => {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    return element instanceof HTMLInputElement ? element : null;
  };
}

/** What the widget tells the field it took over, to be kept on the input element. */
export interface PhoneMeta {
  patternLength: number;
  dialCode?: string | undefined;
  country?: string | undefined;
  valid?: '1' | '0' | undefined;
}

/** Shared by the field and the widget: whether the mask has taken the input over. */
export interface PhoneBridge {
  masked: boolean;
}

export interface PhoneFieldState {
  patternLength: number;
  /** null while the widget has no verdict (plain input, or too few digits). */
  valid: boolean | null;
}

/** What the widget has written on its input; defaults when there is no widget (yet). */
export function phoneFieldState(input: HTMLInputElement | null | undefined): PhoneFieldState {
  const length = Number(input?.getAttribute(PHONE_DATA.patternLength));
  const valid = input?.getAttribute(PHONE_DATA.valid);
  return {
    patternLength: Number.isInteger(length) && length > 0 ? length : DEFAULT_PATTERN_LENGTH,
    valid: valid === '1' ? true : valid === '0' ? false : null,
  };
}

/** Message keys of the phone rule: the spec's required message, and an invalid-number one. */
export type PhoneRuleKey = 'required' | 'phone.invalid';

/**
 * Spec section 5: fewer digits than the pattern gives the required message; a number the widget
 * found invalid for its country is refused too.
 */
export function phoneRuleFailure(value: string, state: PhoneFieldState): PhoneRuleKey | null {
  if (digitsOf(value).length < state.patternLength) return 'required';
  if (state.valid === false) return 'phone.invalid';
  return null;
}

/**
 * A stored phone for reading ('905321234567' -> '+90 (532) 123 45 67'): Turkish numbers in their
 * groups, others as '+' and their digits (their groups come with the widget, not loaded for this).
 */
export function displayPhone(stored: string): string {
  const digits = digitsOf(stored);
  if (digits === '') return '';
  const turkish = /^90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return turkish ? `+90 (${turkish[1] ?? ''}) ${turkish.slice(2).join(' ')}` : `+${digits}`;
}
