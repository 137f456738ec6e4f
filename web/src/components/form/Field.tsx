// A form field's frame: its label, the control the caller gives, and under the control a hint or,
// once the value is refused, the error. The hint's and the error's ids are the control's id with
// `-hint` and `-error`, for the control's aria-describedby.
import type { ReactNode } from 'react';

export interface FieldProps {
  /** The control's id. */
  id: string;
  label: ReactNode;
  /** The error under the control; '' or undefined for none. */
  error?: string | undefined;
  /** Shown under the control while there is no error. */
  hint?: ReactNode;
  /** Marks the label of a required field (its control carries `required` itself). */
  required?: boolean;
  /** Whether the error is announced as it appears. */
  alert?: boolean;
  testId?: string;
  children: ReactNode;
}

export function Field({ id, label, error, hint, required = false, alert = true, testId, children }: FieldProps) {
  return (
    <div className="member-field" data-invalid={error ? true : undefined} data-testid={testId}>
      <label className="member-field__label" htmlFor={id} data-required={required ? true : undefined}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p className="member-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="member-field__error" id={`${id}-error`} role={alert ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}
