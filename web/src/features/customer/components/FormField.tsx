// A labelled input with its error under it. Rule errors carry a message key (form-rules.ts); server
// errors carry the server's own text.
import type { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { Field } from '../../../components/form/Field';

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
  return (
    <Field id={id} label={label} error={errorText(error)} hint={hint} required={required}>
      {children}
    </Field>
  );
}
