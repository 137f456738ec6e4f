// A labelled text input whose value the form keeps, with its error (if any) under it.
import type { InputHTMLAttributes } from 'react';
import { Field } from './Field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The error shown under the input, '' for none. */
  error?: string;
  /** Whether the error is announced as it appears. */
  alert?: boolean;
};

export function TextField({ id, label, value, onChange, error = '', alert = false, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} alert={alert}>
      <input
        id={id}
        className="member-input"
        {...input}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
    </Field>
  );
}
