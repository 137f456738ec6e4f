// The card payment of a placed order as the page goes through it: the purchase, the SMS code
// dialog or the bank's 3-D Secure page (and the way back), then the shop's confirmation; paid
// goes to the order's confirmation page. A refusal, a timeout or an abandoned code leaves the
// order waiting for its payment and says why; paying again uses a new reference on the same order.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import {
  confirmPayment,
  createWalletClient,
  fetchWalletSettings,
  type PendingOtp,
  resendOtp,
  type StepResult,
  submitOtp,
  type ThreeDSecureReturn,
  walletErrorText,
  walletLanguage,
} from '../../wallet';
import { orderSession, rememberPendingPurchase, startPurchase, takePendingPurchase, type PaymentCard } from './pay';

/** The provider keeps a code step open for this many wrong codes. */
export const OTP_TRIES = 3;

/** The order being paid. */
export interface PayOrder {
  orderNo: string;
  displayNo: string;
  /** Kuruş: the order's grand total. */
  amount: number;
}

export type Phase = 'paying' | 'confirming' | 'redirecting';

export interface Failure {
  order: PayOrder;
  message: string;
  /** The provider has not decided yet: the same purchase can be checked again. */
  pendingReference?: string;
  /** The money was taken but the order could not take it (cancelled meanwhile): no paying again. */
  final?: boolean;
}

interface OtpStep {
  order: PayOrder;
  pending: PendingOtp;
  wrong: number;
  error: string | null;
  info: string | null;
}

/** The confirmation page of an order: `order/{no}?yeni=1`. */
export function confirmationPath(orderNo: string): string {
  return `${localizedPath(`${getSettings().PAGE_LINK.order}/${orderNo}`)}?yeni=1`;
}

/** The payment page of a placed order: where the bank's page sends the browser back. */
export function paymentPagePath(orderNo: string): string {
  return `${localizedPath('siparis/odeme')}?order=${encodeURIComponent(orderNo)}`;
}

export function useCardPay(onFailed?: () => void) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const settings = useQuery({
    queryKey: ['wallet', 'settings'],
    queryFn: ({ signal }) => fetchWalletSettings(signal),
    staleTime: Infinity,
    retry: false,
  });
  const client = useMemo(() => (settings.data ? createWalletClient(settings.data) : null), [settings.data]);
  const language = walletLanguage(i18n.language);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [otp, setOtp] = useState<OtpStep | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);

  const returnUrl = (order: PayOrder) => `${window.location.origin}${paymentPagePath(order.orderNo)}`;

  const fail = (order: PayOrder, message: string, pendingReference?: string, final = false) => {
    setPhase(null);
    setFailure({ order, message, ...(pendingReference ? { pendingReference } : {}), ...(final ? { final } : {}) });
    onFailed?.();
  };

  const confirm = async (order: PayOrder, referenceNo: string) => {
    setPhase('confirming');
    setFailure(null);
    try {
      const answer = await confirmPayment(order.orderNo, referenceNo);
      if (answer.status === 'paid' && answer.orderPaid) {
        await navigate(confirmationPath(order.orderNo));
        return;
      }
      if (answer.status === 'paid') {
        fail(order, t('checkout.payment.failed.notSettled'), undefined, true);
        return;
      }
      if (answer.status === 'pending') fail(order, t('checkout.payment.failed.pending'), referenceNo);
      else fail(order, t('checkout.payment.failed.notPaid'));
    } catch (error) {
      fail(order, error instanceof ApiError ? error.message : walletErrorText(error, t));
    }
  };

  const follow = async (order: PayOrder, referenceNo: string, result: StepResult) => {
    if (result.kind === 'done') {
      await confirm(order, referenceNo);
    } else if (result.kind === 'otp') {
      setPhase(null);
      setOtp({ order, pending: result.pending, wrong: 0, error: null, info: null });
    } else {
      rememberPendingPurchase({ orderNo: order.orderNo, referenceNo });
      setPhase('redirecting');
      window.location.assign(result.url);
    }
  };

  const pay = async (order: PayOrder, card: PaymentCard, installmentCount: number) => {
    if (!client) {
      fail(order, settings.error ? walletErrorText(settings.error, t) : t('checkout.payment.card.unavailable'));
      return;
    }
    setPhase('paying');
    setFailure(null);
    try {
      const session = orderSession(client, language, order.orderNo);
      const started = await startPurchase(session, { orderNo: order.orderNo, amount: order.amount, installmentCount, card }, returnUrl(order));
      await follow(order, started.referenceNo, started.result);
    } catch (error) {
      fail(order, walletErrorText(error, t));
    }
  };

  const sendCode = async (code: string) => {
    if (!client || !otp || phase) return;
    const step = otp;
    setPhase('paying');
    try {
      const session = orderSession(client, language, step.order.orderNo);
      const result = await submitOtp(session, step.pending, code, returnUrl(step.order));
      if (result.kind === 'wrongCode') {
        const wrong = step.wrong + 1;
        setPhase(null);
        if (wrong >= OTP_TRIES) {
          setOtp(null);
          fail(step.order, t('wallet.cards.otp.spent'));
        } else {
          setOtp({ ...step, wrong, info: null, error: t('wallet.cards.otp.wrong', { left: OTP_TRIES - wrong }) });
        }
        return;
      }
      setOtp(null);
      await follow(step.order, step.pending.referenceNo, result);
    } catch (error) {
      setPhase(null);
      setOtp({ ...step, info: null, error: walletErrorText(error, t) });
    }
  };

  const resend = async () => {
    if (!client || !otp || phase) return;
    const step = otp;
    setPhase('paying');
    try {
      const pending = await resendOtp(orderSession(client, language, step.order.orderNo), step.pending);
      setOtp({ ...step, pending, error: null, info: t('wallet.cards.otp.resent') });
    } catch (error) {
      setOtp({ ...step, info: null, error: walletErrorText(error, t) });
    } finally {
      setPhase(null);
    }
  };

  const cancelOtp = () => {
    if (!otp) return;
    setOtp(null);
    fail(otp.order, t('checkout.payment.failed.otpCancelled'));
  };

  /** Back from the bank's page: confirm what it approved, say what it refused. */
  const returned = async (order: PayOrder, outcome: ThreeDSecureReturn) => {
    const pending = takePendingPurchase(order.orderNo);
    if (!outcome.ok) {
      const said = outcome.responseDesc.trim();
      fail(order, said === '' ? t('checkout.payment.failed.threeDRefused') : `${t('checkout.payment.failed.threeDRefused')} ${said}`);
      return;
    }
    if (!pending) {
      fail(order, t('checkout.payment.failed.lost'));
      return;
    }
    await confirm(order, pending.referenceNo);
  };

  return {
    settings,
    client,
    phase,
    failure,
    pay,
    confirm,
    returned,
    otpDialog: {
      open: otp !== null,
      msisdn: otp?.pending.msisdn ?? '',
      busy: phase !== null,
      error: otp?.error ?? null,
      info: otp?.info ?? null,
      onSubmit: (code: string) => void sendCode(code),
      onResend: () => void resend(),
      onCancel: cancelOtp,
    },
  };
}
