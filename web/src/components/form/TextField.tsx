// A labelled text input whose value the form keeps, with its error (if any) under it.
import type { InputHTMLAttributes } from 'react';

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
    <div className="member-field" data-invalid={error ? true : undefined}>
      <label className="member-field__label" htmlFor={id}>
        {label}
      </label>
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
      {error && (
        <p className="member-field__error" id={`${id}-error`} {...(alert ? { role: 'alert' } : {})}>
          {error}
        </p>
      )}
    </div>
  );
}
