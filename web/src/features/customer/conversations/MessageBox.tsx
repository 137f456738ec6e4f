// A message's text area with its character counter (up to 5,000 unless told otherwise, counted as
// the server counts), inside the labelled field that shows its error. The limit is shown, not
// enforced by the browser: a pasted text over it stays whole, for the shopper to shorten.
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { fieldProps } from '../../../components/form/field-props';
import { FormField } from '../components/FormField';
import { charCount, MESSAGE_MAX_CHARS } from './message-rules';

interface MessageBoxProps<V extends { message: string }> {
  /** The form whose `message` field this is. */
  form: UseFormReturn<V>;
  id: string;
  label: string;
  rows?: number;
  /** The counter's limit. */
  maxChars?: number;
  /** Marks the message required (label and textarea). */
  required?: boolean;
}

export function MessageBox<V extends { message: string }>({
  form,
  id,
  label,
  rows = 6,
  maxChars = MESSAGE_MAX_CHARS,
  required = false,
}: MessageBoxProps<V>) {
  const { t } = useTranslation();
  const name = 'message' as Path<V>;
  const count = charCount(useWatch({ control: form.control, name }));
  const { error } = form.getFieldState(name, form.formState);
  return (
    <FormField id={id} label={label} error={error} required={required}>
      <textarea
        className="member-input message-box"
        rows={rows}
        {...(required ? { required: true, 'aria-required': true } : {})}
        {...fieldProps(form, name, id)}
        aria-describedby={[error ? `${id}-error` : '', `${id}-count`].filter(Boolean).join(' ')}
      />
      <p
        id={`${id}-count`}
        className="message-box__count"
        data-over={count > maxChars ? true : undefined}
        aria-live="polite"
      >
        {t('conversations.counter', { count, max: maxChars })}
      </p>
    </FormField>
  );
}
