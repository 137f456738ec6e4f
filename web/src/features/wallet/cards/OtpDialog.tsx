// The SMS code dialog of a wallet step: six digits, a new code on request, the wrong-code message
// with the tries left. The section decides what the code completes.
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/Modal';
import { leftToRight } from './bidi';
import './cards.css';

export const OTP_LENGTH = 6;

export interface OtpDialogProps {
  open: boolean;
  /** The phone the code went to, as shown to the shopper. */
  phone: string;
  busy: boolean;
  /** The last attempt's failure (wrong code, provider error). */
  error: string | null;
  /** Shown after a new code was sent. */
  info: string | null;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
}

export function OtpDialog({ open, phone, busy, error, info, onSubmit, onResend, onCancel }: OtpDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  // A new step starts with an empty field.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCode('');
      setInvalid(false);
    }
  }

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setInvalid(true);
      return;
    }
    onSubmit(code);
    setCode('');
  };

  const problem = invalid ? t('wallet.cards.otp.invalid') : error;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('wallet.cards.otp.title')}
      description={t('wallet.cards.otp.description', { phone: leftToRight(phone) })}
      width={440}
    >
      <form className="member-form wallet-otp" noValidate onSubmit={submit} data-testid="wallet-otp">
        <div className="member-field" data-invalid={problem ? true : undefined}>
          <label className="member-field__label" htmlFor="wallet-otp-code">
            {t('wallet.cards.otp.label')}
          </label>
          <input
            id="wallet-otp-code"
            className="member-input wallet-otp__code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\D+/g, '').slice(0, OTP_LENGTH));
              setInvalid(false);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            dir="ltr"
            autoFocus
            {...(problem ? { 'aria-invalid': true, 'aria-describedby': 'wallet-otp-error' } : {})}
          />
          {problem && (
            <p className="member-field__error" id="wallet-otp-error" role="alert" data-testid="wallet-otp-error">
              {problem}
            </p>
          )}
          {!problem && info && (
            <p className="member-field__hint" role="status">
              {info}
            </p>
          )}
        </div>
        <div className="wallet-form__actions">
          <button type="button" className="button button--ghost" onClick={onResend} disabled={busy}>
            {t('wallet.cards.otp.resend')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
            {t('wallet.cards.otp.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
