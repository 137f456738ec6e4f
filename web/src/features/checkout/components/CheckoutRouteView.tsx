// The checkout's pages (siparis/giris, siparis/adres, siparis/kargo, siparis/odeme): the step
// indicator, a back link, the step itself and the order summary box beside it (below it on
// phones). The checkout's messages (and the address form's) come in their own bundles with this
// chunk, so browsing pages never load them.
import { useQueryClient } from '@tanstack/react-query';
import { use, useCallback, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link, Navigate, useSearchParams } from 'react-router';
import { loadFeatureMessages } from '../../../i18n/i18n';
import { loadAddressMessages } from '../../address';
import { homePath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { cartPath } from '../../cart';
import { isMember } from '../../../lib/member';
import '../../../components/ui/member.css';
import { SUMMARY_KEY_PREFIX, useSummary, type CheckoutSummary } from '../api';
import { carrierToUse, readCarrier, storeCarrier } from '../carrier';
import { PaymentStep } from '../payment/PaymentStep';
import { guardStep, previousStep, stepOf } from '../steps';
import { stepPath, type CheckoutStep } from '../../../lib/checkout-path';
import { AddressStep } from './AddressStep';
import { ShippingStep } from './ShippingStep';
import { SigninStep } from './SigninStep';
import { StepIndicator } from './StepIndicator';
import { SummaryBox } from './SummaryBox';
import './checkout.css';

let messages: Promise<unknown> | null = null;

function checkoutMessages(): Promise<unknown> {
  messages ??= Promise.all([
    loadFeatureMessages({
      tr: () => import('../messages/tr.json'),
      en: () => import('../messages/en.json'),
      ar: () => import('../messages/ar.json'),
    }),
    loadAddressMessages(),
  ]);
  return messages;
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="page-card checkout-card checkout-empty" data-testid="checkout-empty">
      <h2 className="page-card__title checkout-card__title">{t('checkout.empty.title')}</h2>
      <p className="checkout-card__text">{t('checkout.empty.text')}</p>
      <Link to={homePath()} className="button button--primary">
        {t('checkout.empty.home')}
      </Link>
    </div>
  );
}

function BackLink({ step, member }: { step: CheckoutStep; member: boolean }) {
  const { t } = useTranslation();
  const previous = previousStep(step, member);
  return (
    <Link to={previous ? stepPath(previous) : cartPath()} className="checkout-back" data-testid="checkout-back">
      <span aria-hidden="true" className="checkout-back__arrow">
        ‹
      </span>{' '}
      {previous ? t('checkout.backTo', { step: t(`checkout.steps.${previous}`) }) : t('checkout.backToCart')}
    </Link>
  );
}

interface StepProps {
  step: CheckoutStep;
  summary: CheckoutSummary;
  carrier: string;
  chooseCarrier: (code: string) => void;
  refetch: () => void;
}

function StepContent({ step, summary, carrier, chooseCarrier, refetch }: StepProps) {
  switch (step) {
    case 'signin':
      return <SigninStep contact={summary.contact} />;
    case 'address':
      return <AddressStep contact={summary.contact} />;
    case 'shipping':
      return <ShippingStep summary={summary} carrier={carrier} onChoose={chooseCarrier} onStoreChanged={refetch} />;
    case 'payment':
      return <PaymentStep summary={summary} carrier={carrier} onChanged={refetch} />;
  }
}

function CheckoutPage({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState(readCarrier);
  const { data: summary, isPending, isError, refetch: refetchSummary } = useSummary(chosen);
  const refetch = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY_PREFIX });
    void refetchSummary();
  }, [queryClient, refetchSummary]);
  const member = summary?.member ?? isMember(getSettings().MEMBER_INFO);
  // A payment page for an order already placed (a retry) has no cart behind it.
  const retryingOrder = step === 'payment' && params.has('order');

  if (step === 'signin' && isMember(getSettings().MEMBER_INFO)) return <Navigate to={stepPath('address')} replace />;

  let content;
  if (isPending) {
    content = <div className="page-placeholder" aria-busy="true" />;
  } else if (isError) {
    content = (
      <div className="page-card checkout-card" role="alert">
        <p className="checkout-card__text">{t('checkout.loadFailed')}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            // A carrier kept from before may be what the server refused: ask with its first one.
            storeCarrier('');
            setChosen('');
            refetch();
          }}
        >
          {t('checkout.retry')}
        </button>
      </div>
    );
  } else if (summary.empty && !retryingOrder) {
    content = <EmptyCart />;
  } else {
    const redirect = retryingOrder ? null : guardStep(step, summary);
    if (redirect) return <Navigate to={stepPath(redirect)} replace />;
    const carrier = carrierToUse(chosen, summary.carriers);
    const chooseCarrier = (code: string) => {
      storeCarrier(code);
      setChosen(code);
    };
    content = (
      // The way in's three choices take the page's width; its summary goes under them.
      <div className={step === 'signin' ? 'checkout__layout checkout__layout--wide' : 'checkout__layout'}>
        <div className="checkout__main">
          <StepContent step={step} summary={summary} carrier={carrier} chooseCarrier={chooseCarrier} refetch={refetch} />
        </div>
        {!summary.empty && <SummaryBox summary={summary} step={step} />}
      </div>
    );
  }

  return (
    <div className="page-width checkout" data-testid="checkout" data-step={step}>
      <div className="checkout__head">
        <h1 className="checkout__title">{t(`checkout.titles.${step}`)}</h1>
        <StepIndicator current={step} member={member} />
      </div>
      <BackLink step={step} member={member} />
      {content}
    </div>
  );
}

export default function CheckoutRouteView({ data }: { data: { step?: string } }) {
  use(checkoutMessages());
  const step = stepOf(data.step);
  return <CheckoutPage key={step} step={step} />;
}
