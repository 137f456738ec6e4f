// A labelled input with its error under it. Rule errors carry a message key (form-rules.ts); server
// errors carry the server's own text.
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';

export function useErrorText(): (error: FieldError | undefined) => string {
  const { t } = useTranslation();
  return (error) => {
    if (!error?.message) return '';
    if (error.type === 'server') return error.message;
    // A rule of another feature names its message key in full ('phone.invalid').
    return error.message.includes('.') ? t(error.message) : t(`customer.validation.${error.message}`, error.message);
  };
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: FieldError | undefined;
  children: ReactNode;
  hint?: ReactNode;
  /** Marks the label of a required field (its input carries `required` itself). */
  required?: boolean;
}

export function FormField({ id, label, error, children, hint, required = false }: FormFieldProps) {
  const errorText = useErrorText();
  const text = errorText(error);
  return (
    <div className="member-field" data-invalid={text ? true : undefined}>
      <label className="member-field__label" htmlFor={id} data-required={required ? true : undefined}>
        {label}
      </label>
      {children}
      {hint && !text && <p className="member-field__hint">{hint}</p>}
      {text && (
        <p className="member-field__error" id={`${id}-error`} role="alert">
          {text}
        </p>
      )}
    </div>
  );
}
