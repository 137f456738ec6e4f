// The payment step of the checkout (`siparis/odeme`): the checkout view renders it with the
// summary of the chosen carrier. Its texts (and the card wallet's) and the wallet's client come in
// chunks of their own, loaded when the step is first shown.
import { Suspense, lazy } from 'react';
import type { CheckoutSummary } from '../api';
import { loadFeatureMessages } from '../../../i18n/i18n';
import { loadWalletMessages } from '../../wallet';

export interface PaymentStepProps {
  summary: CheckoutSummary;
  /** The carrier chosen on the shipping step. */
  carrier: string;
  /** Called after something that changes the order (the summary is fetched again). */
  onChanged: () => void;
}

const PaymentPanel = lazy(async () => {
  await Promise.all([
    loadFeatureMessages({
      tr: () => import('./messages/tr.json'),
      en: () => import('./messages/en.json'),
      ar: () => import('./messages/ar.json'),
    }),
    loadWalletMessages(),
  ]);
  return import('./PaymentPanel');
});

export function PaymentStep(props: PaymentStepProps) {
  return (
    <Suspense fallback={<div className="payment-step payment-step--loading" aria-busy="true" data-testid="payment-step-loading" />}>
      <PaymentPanel {...props} />
    </Suspense>
  );
}
