// The text fields of the order pages' forms (the cancellation's and the return's IBAN and
// account holder): a label, the input, and the server's refusal of it under it.
import type { FieldRefusal } from '../../../components/form/refused-fields';

/** A labelled text input with the server's refusal of it under it. */
export function TextField({
  id,
  label,
  error,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  error: string;
  value: string;
  onChange: (value: string) => void;
  dir?: 'ltr';
  autoComplete: string;
  placeholder?: string;
}) {
  return (
    <div className="member-field" data-invalid={error ? true : undefined}>
      <label className="member-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="member-input"
        {...input}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
      {error && (
        <p className="member-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The server's message for `key`, empty when it named none. */
export function fieldError(fields: readonly FieldRefusal[], key: string): string {
  return fields.find((f) => f.key === key)?.message ?? '';
}
