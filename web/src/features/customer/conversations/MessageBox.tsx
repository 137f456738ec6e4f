// A message's text area with its character counter (up to 5,000 unless told otherwise, counted as
// the server counts), inside the labelled field that shows its error. The limit is shown, not
// enforced by the browser: a pasted text over it stays whole, for the shopper to shorten.
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps } from '../components/FormField';
import { charCount, MESSAGE_MAX_CHARS } from './message-rules';

interface MessageBoxProps {
  id: string;
  label: string;
  value: string;
  error: FieldError | undefined;
  registered: UseFormRegisterReturn;
  onFocus: () => void;
  rows?: number;
  /** The counter's limit. */
  maxChars?: number;
  /** Marks the message required (label and textarea). */
  required?: boolean;
}

export function MessageBox({
  id,
  label,
  value,
  error,
  registered,
  onFocus,
  rows = 6,
  maxChars = MESSAGE_MAX_CHARS,
  required = false,
}: MessageBoxProps) {
  const { t } = useTranslation();
  const count = charCount(value);
  return (
    <FormField id={id} label={label} error={error} required={required}>
      <textarea
        id={id}
        className="member-input message-box"
        rows={rows}
        {...(required ? { required: true, 'aria-required': true } : {})}
        {...registered}
        {...invalidProps(id, error)}
        aria-describedby={[error ? `${id}-error` : '', `${id}-count`].filter(Boolean).join(' ')}
        onFocus={onFocus}
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
