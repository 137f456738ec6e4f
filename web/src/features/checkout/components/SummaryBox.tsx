// The order summary beside the step (below it on phones): the lines and the totals the server
// computed for the chosen carrier and payment method (the campaigns' and the discount code's lines
// among them), and where the order goes once chosen.
import { useTranslation } from '../../../i18n/translate';
import { lineImageUrl, type CheckoutSummary } from '../api';
import { Money } from './Money';
import type { CheckoutStep } from '../../../lib/checkout-path';
import { CheckoutAddressLines } from './AddressCard';
import { Term } from '../../../components/ui/Term';
import { CampaignLines } from '../../campaigns';
import { CouponLabel } from '../../cart';

export function SummaryBox({ summary, step }: { summary: CheckoutSummary; step: CheckoutStep }) {
  const { t } = useTranslation();
  const { totals } = summary;
  const count = summary.lines.reduce((sum, line) => sum + line.quantity, 0);
  const shippingChosen = step === 'shipping' || step === 'payment';
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title" data-testid="checkout-summary">
      <h2 className="checkout-summary__title" id="checkout-summary-title">
        {t('checkout.summary.title')}
      </h2>
      <p className="checkout-summary__count">{t('checkout.summary.items', { count })}</p>
      <ul className="checkout-summary__lines">
        {summary.lines.map((line) => (
          <li key={`${line.product_id}-${line.variant_id}`} className="checkout-summary__line" data-testid="summary-line">
            {line.image ? (
              <img src={lineImageUrl(line.image)} alt="" width={48} height={60} loading="lazy" className="checkout-summary__image" />
            ) : (
              <span className="checkout-summary__image" aria-hidden="true" />
            )}
            <span className="checkout-summary__info">
              <span className="checkout-summary__name">
                <bdi>{line.title}</bdi>
              </span>
              <span className="checkout-summary__variant">
                {[line.colour, line.size].filter(Boolean).map((part, index) => (
                  <bdi key={index}>{index > 0 ? ` / ${part}` : part}</bdi>
                ))}
              </span>
              {line.personalization && (
                <span className="checkout-summary__variant">
                  {t('cart.embroideryLine', { name: line.personalization })}
                </span>
              )}
              <span className="checkout-summary__qty">{t('checkout.summary.quantity', { count: line.quantity })}</span>
            </span>
            <span className="checkout-summary__total"><Money kurus={line.total} /></span>
          </li>
        ))}
      </ul>
      <dl className="checkout-summary__totals">
        <Term label={t('checkout.summary.itemsTotal')}><Money kurus={totals.goods_total} /></Term>
        {totals.discount_total > 0 && (
          <Term label={t('checkout.summary.discount')} className="checkout-summary__discount">
            <Money kurus={totals.discount_total} negative />
          </Term>
        )}
        <CampaignLines
          campaigns={summary.campaigns}
          amount={(discount) => <Money kurus={discount} negative />}
          className="checkout-summary__discount"
          testId="summary-campaign"
        />
        {summary.coupon?.applied && totals.coupon_discount > 0 && (
          <Term
            label={<CouponLabel code={summary.coupon.code} />}
            className="checkout-summary__discount"
            valueTestId="summary-coupon-discount"
          >
            <Money kurus={totals.coupon_discount} negative />
          </Term>
        )}
        <Term label={t('checkout.summary.shipping')} valueTestId="summary-shipping">
          {totals.shipping_fee === 0 ? t('checkout.shipping.free') : <Money kurus={totals.shipping_fee} />}
        </Term>
        {totals.payment_fee > 0 && (
          <Term label={t('checkout.summary.paymentFee')}><Money kurus={totals.payment_fee} /></Term>
        )}
        <Term label={t('checkout.summary.vat')} className="checkout-summary__vat">
          <Money kurus={totals.vat_total} />
        </Term>
        <Term label={t('checkout.summary.grandTotal')} className="checkout-summary__grand" valueTestId="summary-total">
          <Money kurus={totals.grand_total} />
        </Term>
      </dl>
      {shippingChosen && summary.delivery_address && (
        <div className="checkout-summary__address">
          <h3 className="checkout-summary__subtitle">{t('checkout.summary.deliveryTo')}</h3>
          <p className="checkout-address">
            <CheckoutAddressLines address={summary.delivery_address} />
          </p>
        </div>
      )}
    </aside>
  );
}
