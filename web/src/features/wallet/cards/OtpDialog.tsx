// The SMS code dialog of a wallet step: six digits (typed, or read out of a pasted SMS), a new code
// on request, and what the provider said of the last code, kept in view and announced until the
// shopper edits the field. Its form is its own: the dialog is drawn outside the page's form, and
// its submit never reaches the page (a press is this step's code, never a new purchase).
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Modal } from '../../../components/ui/Modal';
import { displayPhone } from '../../phone';
import { leftToRight } from './bidi';
import { readCode } from './otp-code';
import './cards.css';

/** After this long without an answer the dialog says it is still waiting. */
const SLOW_MS = 4000;

export interface OtpDialogProps {
  open: boolean;
  /** Where the code went, international digits. */
  msisdn: string;
  busy: boolean;
  /** What the provider said of the last code (or why it could not be sent), in the shopper's language. */
  problem: string | null;
  /** Shown after a new code was sent. */
  info: string | null;
  /** The step is spent: no more codes for it; the ways out are shown instead of the field. */
  locked: boolean;
  onSubmit: (code: string) => void;
  onResend: () => void;
  onCancel: () => void;
  /** The shopper edits the field: the last message has been read. */
  onEdit: () => void;
  /** Starts again with a new code (offered when the step is spent). */
  onRestart?: () => void;
}

export function OtpDialog({ open, msisdn, busy, problem, info, locked, onSubmit, onResend, onCancel, onEdit, onRestart }: OtpDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [unclear, setUnclear] = useState(false);
  const [slow, setSlow] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  // A new step starts with an empty field.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setCode('');
      setUnclear(false);
    }
  }
  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => {
      setSlow(true);
    }, SLOW_MS);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);
  // An answer came: the shopper goes on typing where they were.
  useEffect(() => {
    if (!busy && open && !locked) field.current?.select();
  }, [busy, open, locked, problem]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // The dialog is drawn in a portal, but React still bubbles its events through the page's tree.
    event.stopPropagation();
    if (busy || locked) return;
    const read = readCode(code);
    if (read.kind !== 'code') {
      setUnclear(true);
      return;
    }
    setCode(read.code);
    onSubmit(read.code);
  };

  const message = unclear ? t('wallet.cards.otp.invalid') : problem;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t('wallet.cards.otp.title')}
      description={t('wallet.cards.otp.description', { phone: leftToRight(displayPhone(msisdn)) })}
      width={440}
    >
      <form className="member-form wallet-otp" noValidate onSubmit={submit} data-testid="wallet-otp">
        <div className="member-field" data-invalid={message ? true : undefined}>
          {!locked && (
            <>
              <label className="member-field__label" htmlFor="wallet-otp-code">
                {t('wallet.cards.otp.label')}
              </label>
              <input
                ref={field}
                id="wallet-otp-code"
                className="member-input wallet-otp__code"
                value={code}
                onChange={(event) => {
                  const text = event.target.value;
                  const read = readCode(text);
                  // A paste of the whole SMS becomes its code; typing keeps at most six digits.
                  setCode(read.kind === 'code' ? read.code : read.kind === 'partial' ? read.digits : text.slice(0, 200));
                  setUnclear(false);
                  onEdit();
                }}
                inputMode="numeric"
                autoComplete="one-time-code"
                dir="ltr"
                autoFocus
                aria-describedby="wallet-otp-message"
                {...(message ? { 'aria-invalid': true } : {})}
              />
            </>
          )}
          {/* Always in the page, so a screen reader hears each new message. */}
          <div id="wallet-otp-message" aria-live="assertive" aria-atomic="true">
            {message && (
              <p className="member-field__error" data-testid="wallet-otp-error">
                {message}
              </p>
            )}
            {!message && info && <p className="member-field__hint">{info}</p>}
            {busy && slow && (
              <p className="member-field__hint" data-testid="wallet-otp-slow">
                {t('wallet.cards.otp.slow')}
              </p>
            )}
          </div>
        </div>
        {locked ? (
          <div className="member-form__actions wallet-form__actions">
            <button type="button" className="button button--ghost" onClick={onCancel}>
              {onRestart ? t('wallet.cards.otp.otherCard') : t('wallet.cards.otp.done')}
            </button>
            {onRestart && (
              <button type="button" className="button button--primary" onClick={onRestart} data-testid="wallet-otp-restart">
                {t('wallet.cards.otp.restart')}
              </button>
            )}
          </div>
        ) : (
          <div className="member-form__actions wallet-form__actions">
            <button type="button" className="button button--ghost" onClick={onResend} disabled={busy}>
              {t('wallet.cards.otp.resend')}
            </button>
            <button type="submit" className="button button--primary wallet-otp__submit" disabled={busy} aria-busy={busy || undefined}>
              {busy && <span className="wallet-spinner" aria-hidden="true" />}
              {t('wallet.cards.otp.submit')}
            </button>
          </div>
        )}
      </form>
    </Modal>
  );
}
