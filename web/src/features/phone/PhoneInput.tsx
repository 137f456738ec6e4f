// The phone field with its country flag picker (spec sections 2 to 5), for react-hook-form as a
// controlled input: `value` is the masked text ('+90 (532) 123 45 67'), `phoneToSend` turns it into
// the digits a form sends. The widget (mask, validation metadata, flag list) is its own chunk,
// fetched when a form with a phone field is shown; until it is there a plain phone input stands in.
import { lazy, Suspense, type Ref } from 'react';
import { useCountryList } from './api/get-country-list';
import { PHONE_DATA, DEFAULT_PATTERN_LENGTH } from './phone-value';
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
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'data-testid'?: string;
}

const PhoneWidget = lazy(() => import('./components/PhoneWidget'));

/** The field as a plain phone input, with the flag button's place kept while the widget loads. */
function PlainPhoneInput({ onChange, defaultCountry, ...props }: PhoneInputProps) {
  return (
    <div className="phone-input">
      <span className="phone-input__flag phone-input__flag--placeholder" aria-hidden="true" data-country={defaultCountry} />
      <input
        {...props}
        type="tel"
        inputMode="tel"
        dir="ltr"
        onChange={(event) => {
          onChange(event.target.value);
        }}
        {...{ [PHONE_DATA.patternLength]: DEFAULT_PATTERN_LENGTH }}
      />
    </div>
  );
}

export function PhoneInput(props: PhoneInputProps) {
  // Asked here, beside the widget's code, so the list and the code load at the same time.
  const list = useCountryList();
  return (
    <Suspense fallback={<PlainPhoneInput {...props} />}>
      <PhoneWidget {...props} answer={list.data} failed={list.isError} />
    </Suspense>
  );
}
