// The payment step: the payment methods the summary offers (card, bank transfer, cash on delivery,
// with their fees or why not), the chosen method's details, the two contracts each with its own
// checkbox, the commercial-message consent, what is paid (with the discount code), and "Siparişi
// onayla": the order is placed (one idempotency key per attempt), then paid by card or shown
// confirmed. A card order whose payment did not go through stays on this page (`?order=<no>`) to
// be paid again, never placed twice; the bank's 3-D Secure page comes back here too.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { apiCall, ApiError } from '../../../lib/api';
import { forgetCart } from '../../cart';
import {
  fetchAccountState,
  fetchCards,
  fieldId,
  leftToRight,
  OtpDialog,
  readThreeDSecureReturn,
  type WalletCard,
  type WalletClient,
  walletLanguage,
  walletSession,
  withoutThreeDReturn,
} from '../../wallet';
import '../../../components/ui/member.css';
import { summaryQuery, SUMMARY_KEY_PREFIX, type CheckoutSummary, type PaymentMethod } from '../api';
import { formatKurus } from '../money';
import type { PaymentStepProps } from './PaymentStep';
import { BankTransfer } from './BankTransfer';
import { CardPayment, choiceBin, useInstalments } from './CardPayment';
import { checkCardChoice, EMPTY_CHOICE, installmentsToUse, paymentCardOf, withoutCvc, type CardChoice, type CardChoiceErrors } from './card-choice';
import { summaryChanges } from './changes';
import { CONTRACT_KINDS, Contracts, type ContractKind } from './Contracts';
import { attemptKey, endAttempt, placeOrder } from './place';
import { inText, NoticeBox, type Notice } from './notices';
import { TestModeNotice } from './TestModeNotice';
import { PaymentTotals } from './PaymentTotals';
import { confirmationPath, paymentPagePath, useCardPay, type PayOrder } from './use-card-pay';
import './payment.css';

interface Acceptance {
  /** The contracts' digest the ticks were given for: new texts must be accepted again. */
  digest: string;
  pre_information: boolean;
  distance_sales: boolean;
}

/** The method to start with: card when offered, else the first available. */
export function firstMethod(summary: Pick<CheckoutSummary, 'payment_methods'>): PaymentMethod {
  const available = summary.payment_methods.filter((option) => option.available);
  return (available.find((option) => option.method === 'card') ?? available[0])?.method ?? 'card';
}

function useSavedCards(client: WalletClient | null, enabled: boolean) {
  const { i18n } = useTranslation();
  const session = client ? walletSession(client, walletLanguage(i18n.language)) : null;
  const account = useQuery({
    queryKey: ['wallet', 'account'],
    queryFn: () => (session ? fetchAccountState(session) : Promise.resolve('none' as const)),
    enabled: enabled && session !== null,
    retry: false,
  });
  const cards = useQuery({
    queryKey: ['wallet', 'cards'],
    queryFn: () => (session ? fetchCards(session) : Promise.resolve([] as WalletCard[])),
    enabled: enabled && session !== null && account.data === 'linked',
    retry: false,
  });
  const loading = enabled && session !== null && (account.isPending || (account.data === 'linked' && cards.isPending));
  // A member without a wallet (or whose wallet cannot be read) pays with a new card.
  return { cards: account.data === 'linked' ? (cards.data ?? null) : null, loading };
}

/** The order of `?order=<no>`: a card order placed earlier and not paid yet. */
function useOrderToPay(orderNo: string | null) {
  return useQuery({
    queryKey: ['checkout-order', orderNo],
    queryFn: ({ signal }) =>
      apiCall('get', '/srv/service/order/detail/{order_no}', { params: { order_no: orderNo ?? '' }, signal }).then((answer) => answer.data[0] ?? null),
    enabled: orderNo !== null,
    retry: false,
    staleTime: 0,
  });
}

function initialOrderNo(): string | null {
  const value = new URLSearchParams(window.location.search).get('order');
  return value && /^[0-9 -]{6,20}$/.test(value) ? value.replace(/\D/g, '') : null;
}

export default function PaymentPanel({ summary, carrier, onChanged }: PaymentStepProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<CardChoice>(EMPTY_CHOICE);
  const [cardErrors, setCardErrors] = useState<CardChoiceErrors>({});
  const cardPay = useCardPay(() => {
    setChoice((current) => withoutCvc(current));
  });

  // A card order placed here, or the one the address names.
  const [urlOrderNo] = useState(initialOrderNo);
  const [placed, setPlaced] = useState<PayOrder | null>(null);
  const detail = useOrderToPay(placed ? null : urlOrderNo);
  const unpaid = detail.data && detail.data.status === 'awaiting_payment' && detail.data.payment_method === 'card' ? detail.data : null;
  const fromUrl: PayOrder | null = useMemo(
    () => (unpaid ? { orderNo: unpaid.order_no, displayNo: unpaid.display_no, amount: unpaid.grand_total } : null),
    [unpaid],
  );
  const order = placed ?? fromUrl;

  const member = summary.member;
  const saved = useSavedCards(cardPay.client, member);
  const savedCards = saved.cards;

  // The saved card chosen by default once the list is there.
  const [defaulted, setDefaulted] = useState(false);
  if (!defaulted && savedCards && savedCards.length > 0) {
    setDefaulted(true);
    const first = savedCards[0];
    if (first && choice.source === 'new' && choice.values.number === '') setChoice({ ...choice, source: 'saved', alias: first.alias });
  }

  // Back from the bank's 3-D Secure page: once, when the order is known.
  const threeDHandled = useRef(false);
  useEffect(() => {
    if (threeDHandled.current || !fromUrl) return;
    const outcome = readThreeDSecureReturn(window.location.search);
    threeDHandled.current = true;
    if (!outcome) return;
    const rest = withoutThreeDReturn(new URLSearchParams(window.location.search)).toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}`);
    void cardPay.returned(fromUrl, outcome);
  }, [fromUrl, cardPay]);

  if (urlOrderNo !== null && !placed) {
    if (detail.isPending) return <div className="payment-step payment-step--loading" aria-busy="true" />;
    if (!detail.data || detail.data.payment_method !== 'card' || detail.data.status !== 'awaiting_payment') {
      const text = !detail.data
        ? detail.error instanceof ApiError
          ? detail.error.message
          : t('checkout.payment.retry.notFound')
        : detail.data.payment_method !== 'card'
          ? t('checkout.payment.retry.notCard')
          : t('checkout.payment.retry.closed');
      return (
        <div className="payment-step" data-testid="payment-step">
          <p className="member-alert member-alert--info" role="status" data-testid="payment-retry-closed">
            {text}
          </p>
          {detail.data && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                void navigate(confirmationPath(detail.data?.order_no ?? ''));
              }}
            >
              {t('checkout.payment.retry.orderLink')}
            </button>
          )}
        </div>
      );
    }
  }

  // What both forms take of the card; the code dialog stands outside them: its "Onayla" is the
  // code's, never the form's.
  const card: CardState = {
    choice,
    setChoice,
    errors: cardErrors,
    setErrors: setCardErrors,
    savedCards,
    savedLoading: saved.loading,
    cardPay,
  };
  const dialog = <OtpDialog {...cardPay.otpDialog} />;
  if (order) {
    return (
      <>
        <RetryPayment {...card} order={order} canSave={member} placedHere={placed !== null} />
        {dialog}
      </>
    );
  }

  return (
    <>
      <PlaceOrder
        {...card}
        summary={summary}
        carrier={carrier}
        onChanged={onChanged}
        onPlacedCard={(placedOrder) => {
          setPlaced(placedOrder);
          // A reload (or the way back from the bank) pays this order, it never places another.
          window.history.replaceState(window.history.state, '', paymentPagePath(placedOrder.orderNo));
        }}
      />
      {dialog}
    </>
  );
}

type CardPay = ReturnType<typeof useCardPay>;

interface CardState {
  choice: CardChoice;
  setChoice: (choice: CardChoice) => void;
  errors: CardChoiceErrors;
  setErrors: (errors: CardChoiceErrors) => void;
  savedCards: readonly WalletCard[] | null;
  savedLoading: boolean;
  cardPay: CardPay;
}

/** Checks the card; focuses the first refused field. */
function cardReady(state: CardState): boolean {
  const errors = checkCardChoice(
    state.choice,
    new Date(),
    (state.savedCards ?? []).map((card) => card.alias),
  );
  state.setErrors(errors);
  const first = (Object.keys(errors) as (keyof CardChoiceErrors)[])[0];
  if (first && first !== 'saved') document.getElementById(fieldId('checkout-card', first))?.focus();
  return first === undefined;
}

function PhaseText({ phase, placing }: { phase: CardPay['phase']; placing: boolean }) {
  const { t } = useTranslation();
  const text = placing ? t('checkout.payment.placing') : phase ? t(`checkout.payment.${phase}`) : '';
  return (
    <p className="payment-phase" role="status" aria-live="polite" data-testid="payment-phase">
      {text}
    </p>
  );
}

function TestMode({ cardPay }: { cardPay: CardPay }) {
  const settings = cardPay.settings.data;
  return settings?.testMode ? <TestModeNotice testCardsUrl={settings.testCardsUrl} /> : null;
}

/** The card to pay `amount` with (the test mode's notice above it), bound to the step's card state. */
function CardPart({ state, amount, canSave }: { state: CardState; amount: number; canSave: boolean }) {
  return (
    <>
      <TestMode cardPay={state.cardPay} />
      <CardPayment
        amount={amount}
        currency="TRY"
        choice={state.choice}
        onChoice={state.setChoice}
        errors={state.errors}
        saved={state.savedCards}
        savedLoading={state.savedLoading}
        canSave={canSave}
      />
    </>
  );
}

function FailureNotice({ cardPay }: { cardPay: CardPay }) {
  const { t } = useTranslation();
  const failure = cardPay.failure;
  const box = useRef<HTMLDivElement>(null);
  // The shopper is at the button they pressed: the reason comes into view.
  useEffect(() => {
    if (failure) box.current?.scrollIntoView({ block: 'center' });
  }, [failure]);
  if (!failure) return null;
  return (
    <div ref={box} className="member-alert member-alert--danger payment-failure" role="alert" data-testid="payment-failure">
      <p className="member-alert__title">{t('checkout.payment.failed.title')}</p>
      <p data-testid="payment-failure-message">{failure.message}</p>
      {!failure.final && <p>{t('checkout.payment.failed.keep', { number: failure.order.displayNo })}</p>}
      {failure.pendingReference && (
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => void cardPay.confirm(failure.order, failure.pendingReference ?? '')}
        >
          {t('checkout.payment.failed.checkAgain')}
        </button>
      )}
    </div>
  );
}

/** Paying a placed card order (again): the card, the instalments, "Ödemeyi tamamla". */
function RetryPayment({ order, canSave, placedHere, ...state }: CardState & { order: PayOrder; canSave: boolean; placedHere: boolean }) {
  const { t } = useTranslation();
  const { choice, cardPay } = state;
  const { options } = useInstalments(choiceBin(choice, state.savedCards ?? []), order.amount);
  const busy = cardPay.phase !== null;
  const form = useRef<HTMLFormElement>(null);
  // Just placed: the longer form before it is gone, so the page would stand below this one.
  useEffect(() => {
    if (placedHere) form.current?.scrollIntoView({ block: 'start' });
  }, [placedHere]);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy || !cardReady(state)) return;
    void cardPay.pay(order, paymentCardOf(choice), installmentsToUse(choice.installments, options));
  };

  return (
    <form ref={form} className="payment-step" noValidate onSubmit={submit} data-testid="payment-step" data-mode="retry">
      <section className="payment-section" aria-labelledby="payment-retry-title">
        <h2 className="payment-title" id="payment-retry-title">
          {placedHere && !cardPay.failure ? t('checkout.payment.retry.paying') : t('checkout.payment.retry.title')}
        </h2>
        {/* Just placed and being paid: the order is news only once a payment did not go through. */}
        {(!placedHere || cardPay.failure) && (
          <p className="payment-muted" data-testid="payment-retry-intro">
            {t('checkout.payment.retry.intro', { number: order.displayNo })}
          </p>
        )}
        <FailureNotice cardPay={cardPay} />
        <CardPart state={state} amount={order.amount} canSave={canSave} />
      </section>
      <div className="payment-total payment-total--single">
        <span>{t('checkout.payment.totals.total')}</span>
        <strong data-testid="payment-grand-total">
          <bdi>{formatKurus(order.amount)}</bdi>
        </strong>
      </div>
      <PhaseText phase={cardPay.phase} placing={false} />
      <button type="submit" className="button button--primary payment-submit" disabled={busy} aria-busy={busy || undefined}>
        {t('checkout.payment.retry.submit')}
      </button>
    </form>
  );
}

interface PlaceOrderProps extends CardState, PaymentStepProps {
  onPlacedCard: (order: PayOrder) => void;
}

function PlaceOrder({ summary: given, carrier, onChanged, onPlacedCard, ...state }: PlaceOrderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>(() => firstMethod(given));
  const methodSummary = useQuery({
    ...summaryQuery(carrier, method),
    placeholderData: keepPreviousData,
  });
  const summary = methodSummary.data ?? given;
  const [acceptance, setAcceptance] = useState<Acceptance>({ digest: '', pre_information: false, distance_sales: false });
  const accepted: Record<ContractKind, boolean> =
    acceptance.digest === summary.contracts_digest
      ? { pre_information: acceptance.pre_information, distance_sales: acceptance.distance_sales }
      : { pre_information: false, distance_sales: false };
  const [missing, setMissing] = useState<ContractKind[]>([]);
  const [consent, setConsent] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [placing, setPlacing] = useState(false);
  const { choice, cardPay } = state;
  const { options } = useInstalments(choiceBin(choice, state.savedCards ?? []), summary.totals.grand_total);
  const busy = placing || cardPay.phase !== null;
  const cardUnavailable = cardPay.settings.isError;

  const accept = (kind: ContractKind, value: boolean) => {
    setAcceptance({ ...accepted, digest: summary.contracts_digest, [kind]: value });
    if (value) setMissing((current) => current.filter((item) => item !== kind));
  };

  const refreshed = async (): Promise<CheckoutSummary> => {
    await queryClient.invalidateQueries({ queryKey: SUMMARY_KEY_PREFIX });
    onChanged();
    return queryClient.query({ ...summaryQuery(carrier, method), staleTime: 0 });
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    setNotice(null);
    const notAccepted = CONTRACT_KINDS.filter((kind) => !accepted[kind]);
    setMissing(notAccepted);
    const cardOk = method !== 'card' || cardReady(state);
    if (notAccepted.length > 0) {
      if (cardOk) document.getElementById(`payment-contract-${notAccepted[0] ?? ''}`)?.querySelector('input')?.focus();
      return;
    }
    if (!cardOk) return;
    const seen = summary;
    setPlacing(true);
    let outcome;
    try {
      outcome = await placeOrder({
        idempotencyKey: attemptKey(),
        carrier,
        paymentMethod: method,
        contractsDigest: seen.contracts_digest,
        commercialConsent: consent,
        email: seen.member ? undefined : seen.contact?.email,
        phone: seen.member ? undefined : seen.contact?.phone,
      });
    } catch {
      // Not reached or no answer: the same key is sent again on the next try.
      setPlacing(false);
      setNotice({ kind: 'error', message: t('checkout.payment.errors.generic') });
      return;
    }
    if (outcome.kind !== 'placed') {
      endAttempt();
      setPlacing(false);
      if (outcome.kind === 'changed') {
        const fresh = await refreshed().catch(() => seen);
        setNotice({ kind: 'changed', message: outcome.message, changes: summaryChanges(seen, fresh) });
      } else if (outcome.kind === 'outOfStock') {
        void queryClient.invalidateQueries({ queryKey: ['cart'] });
        await refreshed().catch(() => seen);
        setNotice({ kind: 'stock', message: outcome.message, shortages: outcome.shortages });
      } else {
        setNotice({ kind: 'error', message: outcome.message });
      }
      return;
    }
    endAttempt();
    const placed = outcome.order;
    // The order took the cart's lines: the header and the cart show it empty from now on.
    forgetCart(queryClient);
    if (method !== 'card') {
      await navigate(confirmationPath(placed.order_no));
      return;
    }
    setPlacing(false);
    const order: PayOrder = { orderNo: placed.order_no, displayNo: placed.display_no, amount: placed.grand_total };
    onPlacedCard(order);
    await cardPay.pay(order, paymentCardOf(choice), installmentsToUse(choice.installments, options));
  };

  const totals = summary.totals;
  return (
    <form className="payment-step" noValidate onSubmit={(event) => void submit(event)} data-testid="payment-step" data-mode="place">
      <section className="payment-section" aria-labelledby="payment-methods-title">
        <h2 className="payment-title" id="payment-methods-title">
          {t('checkout.payment.methods.title')}
        </h2>
        <div className="payment-methods" role="radiogroup" aria-labelledby="payment-methods-title">
          {summary.payment_methods.map((option) => {
            const available = option.available && !(option.method === 'card' && cardUnavailable);
            const reason = option.method === 'card' && cardUnavailable ? t('checkout.payment.card.unavailable') : option.reason;
            return (
              <label
                key={option.method}
                className="payment-method"
                data-checked={method === option.method || undefined}
                data-disabled={!available || undefined}
                data-testid={`payment-method-${option.method}`}
              >
                <input
                  type="radio"
                  name="payment-method"
                  value={option.method}
                  checked={method === option.method}
                  disabled={!available || busy}
                  onChange={() => {
                    setMethod(option.method);
                    setNotice(null);
                    // The contracts name the payment method: their new texts are read and accepted again.
                    setAcceptance({ digest: '', pre_information: false, distance_sales: false });
                    setMissing([]);
                  }}
                  {...(!available && reason ? { 'aria-describedby': `payment-method-${option.method}-reason` } : {})}
                />
                <span className="payment-method__body">
                  <span className="payment-method__name">{t(`checkout.payment.methods.${option.method}`)}</span>
                  <span className="payment-method__fee">
                    {!available
                      ? t('checkout.payment.methods.unavailable')
                      : option.fee > 0
                        ? t('checkout.payment.methods.fee', { amount: leftToRight(`+${formatKurus(option.fee)}`) })
                        : t('checkout.payment.methods.noFee')}
                  </span>
                  {!available && reason && (
                    <span className="payment-method__reason" id={`payment-method-${option.method}-reason`}>
                      {reason}
                    </span>
                  )}
                </span>
              </label>
            );
          })}
        </div>

        <div className="payment-method-panel" data-testid="payment-method-panel">
          {method === 'card' && cardUnavailable && (
            <p className="member-alert member-alert--danger" role="alert">
              {t('checkout.payment.card.unavailable')}
            </p>
          )}
          {method === 'card' && !cardUnavailable && <CardPart state={state} amount={totals.grand_total} canSave={summary.member} />}
          {method === 'bank_transfer' && <BankTransfer accounts={summary.bank_accounts} days={summary.bank_transfer_days} />}
          {method === 'cash_on_delivery' && (
            <div className="payment-cod" data-testid="payment-cod">
              <p>{t('checkout.payment.cod.intro')}</p>
              <p className="payment-muted">
                {totals.payment_fee > 0
                  ? t('checkout.payment.cod.fee', { amount: inText(totals.payment_fee) })
                  : t('checkout.payment.cod.noFee')}
              </p>
            </div>
          )}
        </div>
      </section>

      <Contracts
        contracts={summary.contracts}
        accepted={accepted}
        onAccept={accept}
        missing={missing}
        consent={consent}
        onConsent={setConsent}
      />

      <PaymentTotals
        summary={summary}
        busy={busy}
        onCouponChanged={async () => {
          setNotice(null);
          await refreshed();
        }}
      />

      <NoticeBox notice={notice} />
      <FailureNotice cardPay={cardPay} />
      <PhaseText phase={cardPay.phase} placing={placing} />
      <button
        type="submit"
        className="button button--primary payment-submit"
        disabled={busy || methodSummary.isFetching}
        aria-busy={busy || undefined}
        data-testid="payment-submit"
      >
        {t('checkout.payment.submit')}
      </button>
    </form>
  );
}
