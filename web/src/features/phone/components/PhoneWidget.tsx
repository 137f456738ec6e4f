// The phone widget (spec sections 2 to 5, 9), taking over the field's input element: the flag
// button with the dial code and the country list, the mask of the country on the input, the paste
// rule, and what the field keeps on the input (dial code, country key, pattern length, verdict).
// The country is fixed when the list comes (an existing number's own, by its longest dial-code
// prefix; text the shopper typed meanwhile belongs to the preselected country), then changes only
// when the shopper picks one or a number comes from outside (a form filled with a saved address).
import { isValidPhoneNumber } from 'libphonenumber-js';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIMask } from 'react-imask';
import { countryOfNumber, GENERIC_PATTERN, initialCountry, patternLength, phoneCountries } from '../countries';
import { maskOptions, pastedDigits, typedText } from '../phone-mask';
import { DEFAULT_PATTERN_LENGTH, digitsOf, type PhoneMeta } from '../phone-value';
import type { CountryListAnswer, PhoneCountry } from '../types';
import { CountryList } from './CountryList';
import { FlagPlaceholder } from './FlagPlaceholder';

interface PhoneWidgetProps {
  answer: CountryListAnswer | undefined;
  failed: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Whether the shopper typed into the field before the widget had it. */
  typedPlain: boolean;
  defaultCountry: string | undefined;
  disabled: boolean | undefined;
  input: RefObject<HTMLInputElement | null>;
  onMasked: (masked: boolean) => void;
  onMeta: (meta: PhoneMeta) => void;
}

/** Text typed into the plain field without a '+' is a national number, not an international one. */
function isNationalText(value: string, typedPlain: boolean): boolean {
  return typedPlain && !value.trimStart().startsWith('+');
}

export default function PhoneWidget({
  answer,
  failed,
  value,
  onChange,
  typedPlain,
  defaultCountry,
  disabled,
  input,
  onMasked,
  onMeta,
}: PhoneWidgetProps) {
  const countries = useMemo(() => (answer ? phoneCountries(answer) : []), [answer]);
  const [key, setKey] = useState<string | null>(null);
  // The last value the widget sent and the last one it saw: a new value it did not send came from outside.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  const [open, setOpen] = useState(false);
  const listId = useId();

  if (key === null && countries.length > 0) {
    const own = isNationalText(value, typedPlain) ? undefined : countryOfNumber(digitsOf(value), countries);
    setKey(own?.key ?? initialCountry(countries, defaultCountry ?? answer?.selected ?? '')?.key ?? null);
  }
  if (value !== seen) {
    setSeen(value);
    const own = value === sent || isNationalText(value, typedPlain) ? undefined : countryOfNumber(digitsOf(value), countries);
    if (own) setKey(own.key);
  }

  const country = countries.find((candidate) => candidate.key === key);
  const digits = digitsOf(value);
  const length = country ? patternLength(country.pattern, country.dialCode) : DEFAULT_PATTERN_LENGTH;
  // A verdict once the number is complete; none for a country libphonenumber does not know.
  const judged = country !== undefined && country.pattern !== GENERIC_PATTERN && digits.length >= length;
  const valid = judged ? (isValidPhoneNumber(`+${digits}`) ? '1' : '0') : undefined;
  useEffect(() => {
    onMeta({ patternLength: length, dialCode: country?.dialCode, country: country?.key, valid });
  }, [onMeta, length, country, valid]);

  // The latest props for the mask's callbacks, which outlive a render.
  const latest = useRef({ value, onChange, typedPlain, dialCode: '' });
  useLayoutEffect(() => {
    latest.current = { value, onChange, typedPlain, dialCode: country?.dialCode ?? '' };
  });
  const sentRef = useRef(value);
  const emit = useCallback((next: string) => {
    sentRef.current = next;
    setSent(next);
    if (next !== latest.current.value) latest.current.onChange(next);
  }, []);

  const options = useMemo(() => (country ? maskOptions(country.pattern, country.dialCode) : { mask: '' }), [country]);
  // While the mask changes country it carries the old digits over and reports them: the country
  // effect below puts in the right number, and only that is the field's value.
  const switching = useRef(false);
  useLayoutEffect(() => {
    switching.current = true;
  }, [country]);
  // react-imask listens with the callback it had when the mask was made, and binds a new one only
  // when the callback changes: so it changes when the mask comes (the list may come after the code).
  const hasMask = country !== undefined;
  const onAccept = useCallback(
    (masked: string) => {
      if (hasMask && !switching.current) emit(typedText(masked, latest.current.dialCode));
    },
    [emit, hasMask],
  );
  const { maskRef } = useIMask<HTMLInputElement>(options, { onAccept, ref: input });

  // A new country (the first, a pick, that of a number from outside) masks the number the form holds.
  useEffect(() => {
    switching.current = false;
    const mask = maskRef.current;
    onMasked(mask !== null);
    if (!mask || !country) return;
    const { value: current, typedPlain: typed } = latest.current;
    mask.value = isNationalText(current, typed) ? pastedDigits(current, country.dialCode) : digitsOf(current);
    emit(typedText(mask.value, country.dialCode));
  }, [country, maskRef, onMasked, emit]);
  useEffect(
    () => () => {
      onMasked(false);
    },
    [onMasked],
  );

  // A value from outside goes into the mask as it is; one the widget sent is there already.
  useEffect(() => {
    if (value === sentRef.current) return;
    sentRef.current = value;
    const mask = maskRef.current;
    if (mask) mask.value = digitsOf(value);
  }, [value, maskRef]);

  // Spec section 5: a paste that does not start with the dial code gets it, and is masked again.
  useEffect(() => {
    const element = input.current;
    if (!element || !country) return;
    const onPaste = (event: ClipboardEvent) => {
      const mask = maskRef.current;
      if (!mask) return;
      event.preventDefault();
      mask.value = pastedDigits(event.clipboardData?.getData('text') ?? '', country.dialCode);
      mask.updateCursor(typedText(mask.value, country.dialCode).length);
    };
    element.addEventListener('paste', onPaste);
    return () => {
      element.removeEventListener('paste', onPaste);
    };
  }, [country, input, maskRef]);

  const choose = (next: PhoneCountry) => {
    setKey(next.key);
    setOpen(false);
    // Spec section 4: choosing a country clears the number (the list then gives the number the focus).
    emit('');
  };

  if (!country) {
    return failed ? null : <FlagPlaceholder />;
  }
  return (
    <CountryList
      id={listId}
      countries={countries}
      current={country}
      open={open}
      disabled={disabled}
      input={input}
      onOpenChange={setOpen}
      onChoose={choose}
    />
  );
}
