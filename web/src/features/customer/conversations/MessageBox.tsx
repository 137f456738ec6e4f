// A message's text area with its character counter (up to 5,000, counted as the server counts),
// inside the labelled field that shows its error.
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
}

export function MessageBox({ id, label, value, error, registered, onFocus, rows = 6 }: MessageBoxProps) {
  const { t } = useTranslation();
  const count = charCount(value);
  return (
    <FormField id={id} label={label} error={error}>
      <textarea
        id={id}
        className="member-input message-box"
        rows={rows}
        {...registered}
        {...invalidProps(id, error)}
        aria-describedby={[error ? `${id}-error` : '', `${id}-count`].filter(Boolean).join(' ')}
        onFocus={onFocus}
      />
      <p
        id={`${id}-count`}
        className="message-box__count"
        data-over={count > MESSAGE_MAX_CHARS ? true : undefined}
        aria-live="polite"
      >
        {t('conversations.counter', { count, max: MESSAGE_MAX_CHARS })}
      </p>
    </FormField>
  );
}
