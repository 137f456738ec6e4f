// The address form's phone input: a plain phone field (digits with the dial code) until the phone
// widget is used here.
import type { ComponentProps } from 'react';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

export function AddressPhoneInput({ value, onChange, ...props }: InputProps) {
  return (
    <input
      {...props}
      className="member-input"
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      placeholder="+90 5__ ___ __ __"
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
