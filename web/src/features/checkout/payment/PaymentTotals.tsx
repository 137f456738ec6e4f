// What is paid, above "Siparişi onayla": the discount code's box (the code applied or taken off
// here re-prices the order: the summary is asked again, and new contract texts are accepted
// again), then the server's totals for the chosen carrier and method, the campaigns' and the code's
// lines among them.
import { useTranslation } from '../../../i18n/translate';
import { Term } from '../../../components/ui/Term';
import { CampaignLines } from '../../campaigns';
import { CouponCode, CouponLabel } from '../../cart';
import type { CheckoutSummary } from '../api';
import { formatKurus } from '../money';

interface PaymentTotalsProps {
  summary: Pick<CheckoutSummary, 'totals' | 'coupon' | 'campaigns'>;
  /** Asks the summary again after the code changed. */
  onCouponChanged: () => Promise<unknown>;
  /** The order is being placed or paid. */
  busy: boolean;
}

export function PaymentTotals({ summary, onCouponChanged, busy }: PaymentTotalsProps) {
  const { t } = useTranslation();
  const { totals, coupon, campaigns } = summary;
  return (
    <section className="payment-section payment-totals" aria-labelledby="payment-totals-title" data-testid="payment-totals">
      <h2 className="payment-title" id="payment-totals-title">
        {t('checkout.payment.totals.title')}
      </h2>
      <CouponCode coupon={coupon} onChanged={onCouponChanged} disabled={busy} className="payment-totals__coupon" />
      <dl className="payment-totals__list">
        <Term label={t('checkout.payment.totals.items')}>
          <bdi>{formatKurus(totals.goods_total)}</bdi>
        </Term>
        {totals.discount_total > 0 && (
          <Term label={t('checkout.payment.totals.discount')}>
            <bdi>−{formatKurus(totals.discount_total)}</bdi>
          </Term>
        )}
        <CampaignLines campaigns={campaigns} amount={(discount) => <bdi>−{formatKurus(discount)}</bdi>} testId="payment-campaign" />
        {coupon?.applied && totals.coupon_discount > 0 && (
          <Term label={<CouponLabel code={coupon.code} />} valueTestId="payment-coupon-discount">
            <bdi>−{formatKurus(totals.coupon_discount)}</bdi>
          </Term>
        )}
        <Term label={t('checkout.payment.totals.shipping')}>
          {totals.shipping_fee > 0 ? <bdi>{formatKurus(totals.shipping_fee)}</bdi> : t('checkout.payment.totals.free')}
        </Term>
        {totals.payment_fee > 0 && (
          <Term label={t('checkout.payment.totals.paymentFee')} data-testid="payment-fee">
            <bdi>{formatKurus(totals.payment_fee)}</bdi>
          </Term>
        )}
        <Term label={t('checkout.payment.totals.vat')} className="payment-totals__vat">
          <bdi>{formatKurus(totals.vat_total)}</bdi>
        </Term>
        <Term label={t('checkout.payment.totals.total')} className="payment-total" valueTestId="payment-grand-total">
          <bdi>{formatKurus(totals.grand_total)}</bdi>
        </Term>
      </dl>
    </section>
  );
}
