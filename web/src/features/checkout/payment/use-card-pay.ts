// The card payment of a placed order as the page goes through it: the purchase, the SMS code
// dialog or the bank's 3-D Secure page (and the way back), then the shop's confirmation; paid
// goes to the order's confirmation page. A refusal, a timeout or an abandoned code leaves the
// order waiting for its payment and says why; paying again uses a new reference on the same order.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { forgetCart } from '../../cart';
import {
  confirmPayment,
  createWalletClient,
  fetchWalletSettings,
  type StepResult,
  type ThreeDSecureReturn,
  useOtpStep,
  walletErrorText,
  walletLanguage,
} from '../../wallet';
import { orderSession, rememberPendingPurchase, startPurchase, takePendingPurchase, type PaymentCard } from './pay';

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

/** A purchase as it was started: what "Yeni kod gönder" starts again. */
interface Attempt {
  order: PayOrder;
  card: PaymentCard;
  installmentCount: number;
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
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ['wallet', 'settings'],
    queryFn: ({ signal }) => fetchWalletSettings(signal),
    staleTime: Infinity,
    retry: false,
  });
  const client = useMemo(() => (settings.data ? createWalletClient(settings.data) : null), [settings.data]);
  const language = walletLanguage(i18n.language);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const attempt = useRef<Attempt | null>(null);

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
        forgetCart(queryClient);
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

  const otp = useOtpStep<{ order: PayOrder; referenceNo: string }>({
    session: ({ order }) => (client ? orderSession(client, language, order.orderNo) : null),
    returnUrl: ({ order }) => returnUrl(order),
    busy: phase !== null,
    onResult: (result, _pending, { order, referenceNo }) => follow(order, referenceNo, result),
    onCancel: ({ order }, locked) => {
      fail(order, locked ? t('wallet.cards.otp.locked') : t('checkout.payment.failed.otpCancelled'));
    },
    // A spent code step: the same card pays again, with a new purchase and a new code.
    onRestart: () => {
      const last = attempt.current;
      if (last) void pay(last.order, last.card, last.installmentCount);
    },
  });

  const follow = async (order: PayOrder, referenceNo: string, result: StepResult) => {
    if (result.kind === 'done') {
      await confirm(order, referenceNo);
    } else if (result.kind === 'otp') {
      setPhase(null);
      otp.begin(result.pending, { order, referenceNo });
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
    attempt.current = { order, card, installmentCount };
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
    otpDialog: otp.dialog,
  };
}
