// One SMS code step as the shopper goes through it, for every page that asks for a code (paying an
// order, saving or linking a card): "Onayla" sends the code of this step and nothing else, once at
// a time; only "Kodu tekrar gönder" asks for a new code. What the provider says of a code stays
// on screen until the shopper edits the field: wrong (with the tries left), too old (send a new
// one) or spent after the last try (then the page may offer to start again with a new code).
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { walletErrorText } from './error-text';
import { resendOtp, submitOtp, type PendingOtp, type StepResult, type WalletSession } from './flows';
import type { OtpDialogProps } from './OtpDialog';

/** The tries a step allows when the provider does not say how many are left. */
export const OTP_TRIES = 3;

interface Step<P> {
  pending: PendingOtp;
  purpose: P;
  wrong: number;
  problem: string | null;
  info: string | null;
  locked: boolean;
}

export interface OtpStepOptions<P> {
  /** The wallet session a step's calls go through (null while the wallet is not loaded). */
  session: (purpose: P) => WalletSession | null;
  /** Where the bank's page sends the browser back, should the code lead there. */
  returnUrl: (purpose: P) => string;
  /** The provider took the code: what the step came to. The dialog is closed by then. */
  onResult: (result: StepResult, pending: PendingOtp, purpose: P) => void | Promise<void>;
  /** The shopper closed the dialog (`locked`: after the step was spent). */
  onCancel: (purpose: P, locked: boolean) => void;
  /** Starts the same step again with a new code (a new purchase); offered once a step is spent. */
  onRestart?: (purpose: P) => void;
  /** Another part of the page is busy (confirming, redirecting). */
  busy?: boolean;
}

export function useOtpStep<P>({ session, returnUrl, onResult, onCancel, onRestart, busy = false }: OtpStepOptions<P>) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step<P> | null>(null);
  const [sending, setSending] = useState(false);
  // A second press while the first is on its way does nothing (state updates come a render late).
  const inFlight = useRef(false);

  const begin = (pending: PendingOtp, purpose: P) => {
    setStep({ pending, purpose, wrong: 0, problem: null, info: null, locked: false });
  };

  const run = async (work: (current: Step<P>, session: WalletSession) => Promise<void>) => {
    const current = step ? session(step.purpose) : null;
    if (!current || !step || inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await work(step, current);
    } catch (error) {
      setStep({ ...step, info: null, problem: walletErrorText(error, t) });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const submit = (code: string) =>
    run(async (current, s) => {
      const result = await submitOtp(s, current.pending, code, returnUrl(current.purpose));
      if (result.kind === 'wrongCode') {
        const wrong = current.wrong + 1;
        const left = result.left ?? OTP_TRIES - wrong;
        if (left <= 0) {
          setStep({ ...current, wrong, info: null, locked: true, problem: t('wallet.cards.otp.locked') });
        } else {
          setStep({ ...current, wrong, info: null, problem: t('wallet.cards.otp.wrong', { left }) });
        }
        return;
      }
      if (result.kind === 'locked') {
        setStep({ ...current, info: null, locked: true, problem: t('wallet.cards.otp.locked') });
        return;
      }
      if (result.kind === 'expired') {
        setStep({ ...current, info: null, problem: t('wallet.cards.otp.expired') });
        return;
      }
      setStep(null);
      await onResult(result, current.pending, current.purpose);
    });

  const resend = () =>
    run(async (current, s) => {
      const pending = await resendOtp(s, current.pending);
      setStep({ ...current, pending, problem: null, info: t('wallet.cards.otp.resent') });
    });

  const close = () => {
    if (!step) return;
    setStep(null);
    onCancel(step.purpose, step.locked);
  };

  const restart = onRestart
    ? () => {
        if (!step) return;
        setStep(null);
        onRestart(step.purpose);
      }
    : undefined;

  const dialog: OtpDialogProps = {
    open: step !== null,
    msisdn: step?.pending.msisdn ?? '',
    busy: sending || busy,
    problem: step?.problem ?? null,
    info: step?.info ?? null,
    locked: step?.locked ?? false,
    onSubmit: (code) => void submit(code),
    onResend: () => void resend(),
    onCancel: close,
    onEdit: () => {
      if (step?.problem && !step.locked) setStep({ ...step, problem: null });
    },
    ...(restart ? { onRestart: restart } : {}),
  };
  return { begin, dialog, active: step !== null };
}
