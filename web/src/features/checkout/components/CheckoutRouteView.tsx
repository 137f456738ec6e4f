// The checkout's pages (siparis/giris, siparis/adres, siparis/kargo, siparis/odeme): the step
// indicator, the step itself and the order summary box beside it (below it on phones). The
// checkout's messages come in their own bundle with this chunk.
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loadFeatureMessages } from '../../../i18n/i18n';
import { homePath } from '../../../lib/paths';
import { useSummary } from '../api';
import { readCarrier } from '../carrier';
import { PaymentStep } from '../payment/PaymentStep';
import { stepOf, type CheckoutStep } from '../steps';
import './checkout.css';

let messages: Promise<void> | null = null;

function checkoutMessages(): Promise<void> {
  messages ??= loadFeatureMessages({
    tr: () => import('../messages/tr.json'),
    en: () => import('../messages/en.json'),
    ar: () => import('../messages/ar.json'),
  });
  return messages;
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="checkout-empty" data-testid="checkout-empty">
      <h2>{t('checkout.empty.title')}</h2>
      <p>{t('checkout.empty.text')}</p>
      <Link to={homePath()} className="button button--primary">
        {t('checkout.empty.home')}
      </Link>
    </div>
  );
}

function CheckoutPage({ step }: { step: CheckoutStep }) {
  const { t } = useTranslation();
  const carrier = readCarrier();
  const { data: summary, isPending, isError, refetch } = useSummary(carrier);
  if (isPending) return <div className="page-width page-placeholder" aria-busy="true" />;
  if (isError) {
    return (
      <div className="page-width checkout">
        <p role="alert">{t('checkout.loadFailed')}</p>
      </div>
    );
  }
  return (
    <div className="page-width checkout" data-testid="checkout" data-step={step}>
      <h1 className="checkout__title">{t('checkout.title')}</h1>
      {summary.empty ? (
        <EmptyCart />
      ) : (
        step === 'payment' && (
          <PaymentStep
            summary={summary}
            carrier={carrier}
            onChanged={() => {
              void refetch();
            }}
          />
        )
      )}
    </div>
  );
}

export default function CheckoutRouteView({ data }: { data: { step?: string } }) {
  use(checkoutMessages());
  return <CheckoutPage step={stepOf(data.step)} />;
}
