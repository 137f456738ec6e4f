// The phone widget itself (spec sections 2 to 5, 9): the flag button with the dial code, the masked
// number, and the country list. A country is the one the shopper picked, else the one an existing
// number belongs to, else the list's preselected one. Without the list (still loading, or failed)
// the field is a plain phone input.
import { isValidPhoneNumber } from 'libphonenumber-js';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { useIMask } from 'react-imask';
import { countryOfNumber, initialCountry, patternLength, phoneCountries } from '../countries';
import { maskOptions, pastedDigits, typedText } from '../phone-mask';
import { digitsOf, DEFAULT_PATTERN_LENGTH, PHONE_DATA } from '../phone-value';
import type { PhoneInputProps } from '../PhoneInput';
import type { CountryListAnswer, PhoneCountry } from '../types';
import { CountryList, Flag } from './CountryList';

interface PhoneWidgetProps extends PhoneInputProps {
  answer: CountryListAnswer | undefined;
  failed: boolean;
}

/** The country shown: the one the number belongs to, or `preferred` while it fits (or is empty). */
function countryFor(countries: readonly PhoneCountry[], digits: string, preferred: PhoneCountry | undefined) {
  if (digits === '' || (preferred && digits.startsWith(preferred.dialCode))) return preferred;
  return countryOfNumber(digits, countries) ?? preferred;
}

export default function PhoneWidget({
  answer,
  failed,
  value,
  onChange,
  onBlur,
  onFocus,
  ref,
  defaultCountry,
  className,
  disabled,
  ...inputProps
}: PhoneWidgetProps) {
  const countries = useMemo(() => (answer ? phoneCountries(answer) : []), [answer]);
  const [pickedKey, setPickedKey] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const preferred = useMemo(
    () =>
      countries.find((country) => country.key === pickedKey) ??
      initialCountry(countries, defaultCountry ?? answer?.selected ?? ''),
    [countries, pickedKey, defaultCountry, answer?.selected],
  );
  const digits = digitsOf(value);
  const country = countryFor(countries, digits, preferred);
  const length = country ? patternLength(country.pattern, country.dialCode) : DEFAULT_PATTERN_LENGTH;
  const complete = country !== undefined && digits.length >= length;

  // The latest props for the mask's callbacks, which outlive a render.
  const latest = useRef({ value, onChange, dialCode: country?.dialCode ?? '' });
  useLayoutEffect(() => {
    latest.current = { value, onChange, dialCode: country?.dialCode ?? '' };
  });
  // What the field last told the form: a `value` that differs came from outside (a reset, an edit form).
  const emitted = useRef(value);
  const emit = useCallback((next: string) => {
    emitted.current = next;
    if (next !== latest.current.value) latest.current.onChange(next);
  }, []);

  const options = useMemo(() => (country ? maskOptions(country.pattern, country.dialCode) : { mask: '' }), [country]);
  // While the mask changes country it carries the old digits over and reports them: the country
  // effect below puts in the right number, and only that is the field's value.
  const switching = useRef(false);
  useLayoutEffect(() => {
    switching.current = true;
  }, [country]);
  const onAccept = useCallback(
    (masked: string) => {
      if (!switching.current) emit(typedText(masked, latest.current.dialCode));
    },
    [emit],
  );
  const { ref: inputRef, maskRef } = useIMask<HTMLInputElement>(options, { onAccept });

  // A new country (picked, or that of a number from outside) masks the number the form holds.
  useEffect(() => {
    switching.current = false;
    const mask = maskRef.current;
    if (!mask || !country) return;
    mask.value = digitsOf(latest.current.value);
    // Text typed before the list came is the form's value now in its masked form.
    emit(typedText(mask.value, country.dialCode));
  }, [country, maskRef, emit]);

  // A value from outside goes into the field as it is; one the field sent is there already.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    const mask = maskRef.current;
    const input = inputRef.current;
    if (mask) mask.value = digitsOf(value);
    else if (input && input.value !== value) input.value = value;
  }, [value, maskRef, inputRef]);

  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [inputRef, ref],
  );

  const choose = (next: PhoneCountry) => {
    setPickedKey(next.key);
    setOpen(false);
    // Spec section 4: choosing a country clears the number.
    emit('');
    inputRef.current?.focus();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const mask = maskRef.current;
    if (!mask || !country) return;
    event.preventDefault();
    mask.value = pastedDigits(event.clipboardData.getData('text'), country.dialCode);
    mask.updateCursor(typedText(mask.value, country.dialCode).length);
  };

  const widget = country !== undefined;
  const input = (
    <input
      {...inputProps}
      ref={setInput}
      className={className}
      type="tel"
      inputMode="tel"
      dir="ltr"
      disabled={disabled}
      defaultValue={value}
      onChange={(event) => {
        // The mask reports its own changes (onAccept); a plain input reports here.
        if (!maskRef.current) emit(event.target.value);
      }}
      onPaste={onPaste}
      onBlur={onBlur}
      onFocus={onFocus}
      {...{
        [PHONE_DATA.patternLength]: length,
        [PHONE_DATA.dialCode]: country?.dialCode,
        [PHONE_DATA.country]: country?.key,
        [PHONE_DATA.valid]: complete ? (isValidPhoneNumber(`+${digits}`) ? '1' : '0') : undefined,
      }}
    />
  );

  if (failed && !widget) return input;
  return (
    <div className="phone-input" data-open={open || undefined}>
      {widget ? (
        <CountryList
          id={listId}
          countries={countries}
          current={country}
          open={open}
          disabled={disabled}
          onOpenChange={setOpen}
          onChoose={choose}
        />
      ) : (
        <span className="phone-input__flag phone-input__flag--placeholder" aria-hidden="true">
          <Flag countryKey={preferred?.key} />
        </span>
      )}
      {input}
    </div>
  );
}
