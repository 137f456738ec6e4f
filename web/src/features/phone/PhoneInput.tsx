// The phone field with its country flag picker (spec sections 2 to 5), for react-hook-form as a
// controlled input: `value` is the masked text ('+90 (532) 123 45 67'), `phoneToSend` turns it into
// the digits a form sends. The input element is this light component's own, so it is the same
// element before and after the widget (mask, validation metadata, flag list: a chunk of its own,
// fetched when a form with a phone field is shown) takes it over: nothing typed meanwhile is lost,
// and the focus stays. A form sent before the widget has the field waits for it (field-holds.ts),
// so that it checks and sends the masked number: a national number typed plain becomes one of the
// preselected country. Without the country list the field stays a plain phone input (spec section 8).
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { fieldTakeover, holdForms } from '../../components/form/field-holds';
import { useCountryList } from './api/get-country-list';
import { FlagPlaceholder } from './components/FlagPlaceholder';
import { DEFAULT_PATTERN_LENGTH, PHONE_DATA, type PhoneBridge, type PhoneMeta } from './phone-value';
import './phone.css';

export interface PhoneInputProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  ref?: Ref<HTMLInputElement>;
  className?: string;
  autoComplete?: string;
  disabled?: boolean;
  /** The country to start with when the field is empty; else the list's `selected` (spec section 9). */
  defaultCountry?: string;
  required?: boolean;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

const PhoneWidget = lazy(() => import('./components/PhoneWidget'));

export function PhoneInput({ value, onChange, ref, defaultCountry, disabled, ...inputProps }: PhoneInputProps) {
  // Asked here, beside the widget's code, so the list and the code load at the same time.
  const list = useCountryList();
  const input = useRef<HTMLInputElement | null>(null);
  const bridge = useRef<PhoneBridge>({ masked: false });
  // Whether the shopper typed into the plain field: such text is a number of the preselected country.
  const [typedPlain, setTypedPlain] = useState(false);
  const [meta, setMeta] = useState<PhoneMeta>({ patternLength: DEFAULT_PATTERN_LENGTH });
  // Settled once the widget has the field and its country is on the input, or without the list.
  const [takenOver] = useState(fieldTakeover);
  useEffect(() => {
    if (meta.country !== undefined || list.isError) takenOver.settle();
  }, [meta.country, list.isError, takenOver]);
  useEffect(() => takenOver.settle, [takenOver]);
  const onMasked = useCallback((masked: boolean) => {
    bridge.current.masked = masked;
  }, []);

  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (element) holdForms(element, takenOver.settled);
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref, takenOver],
  );

  // A value from outside (a reset) reaches the plain field; once masked, the widget sees to it.
  useEffect(() => {
    const element = input.current;
    if (!bridge.current.masked && element && element.value !== value) element.value = value;
  }, [value]);

  return (
    <div className="phone-input">
      <Suspense fallback={list.isError ? null : <FlagPlaceholder />}>
        <PhoneWidget
          answer={list.data}
          failed={list.isError}
          value={value}
          onChange={onChange}
          typedPlain={typedPlain}
          defaultCountry={defaultCountry}
          disabled={disabled}
          input={input}
          onMasked={onMasked}
          onMeta={setMeta}
        />
      </Suspense>
      <input
        {...inputProps}
        ref={setInput}
        disabled={disabled}
        type="tel"
        inputMode="tel"
        dir="ltr"
        defaultValue={value}
        onChange={(event) => {
          // A masked field reports through its mask.
          if (bridge.current.masked) return;
          setTypedPlain(true);
          onChange(event.target.value);
        }}
        {...{
          [PHONE_DATA.patternLength]: meta.patternLength,
          [PHONE_DATA.dialCode]: meta.dialCode,
          [PHONE_DATA.country]: meta.country,
          [PHONE_DATA.valid]: meta.valid,
        }}
      />
    </div>
  );
}
