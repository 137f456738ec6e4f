// Placeholder until the payment step is built here; the checkout view renders it for `siparis/odeme`.
import type { CheckoutSummary } from '../api';

export interface PaymentStepProps {
  summary: CheckoutSummary;
  /** The carrier chosen on the shipping step. */
  carrier: string;
  /** Called after something that changes the order (the summary is fetched again). */
  onChanged: () => void;
}

export function PaymentStep(props: PaymentStepProps) {
  return <div data-testid="payment-step" data-carrier={props.carrier} />;
}
