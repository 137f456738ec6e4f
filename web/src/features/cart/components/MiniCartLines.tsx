import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Amount } from '../../../components/ui/Amount';
import { CampaignLines } from '../../campaigns';
import type { CartView } from '../types';
import { CouponLabel } from './CouponLabel';
import './coupon.css';

/** The short list of the header panel and the popup. */
export function MiniCartLines({ cart, onNavigate }: { cart: CartView; onNavigate?: () => void }) {
  const { t } = useTranslation();
  if (cart.cartProducts.length === 0) return <p className="mini-cart__empty">{t('cart.empty')}</p>;
  return (
    <ul className="mini-cart__lines">
      {cart.cartProducts.map((line) => (
        <li key={`${line.sessIndex}-${line.variantId}`} className="mini-cart__line">
          {line.image && <img src={line.image} alt="" width={48} height={60} loading="lazy" />}
          <div className="mini-cart__info">
            <Link to={line.url} className="mini-cart__title" onClick={onNavigate}>
              {line.title}
            </Link>
            <span className="mini-cart__variant">
              {[line.colour, line.size, line.personalization && t('cart.embroideryLine', { name: line.personalization })]
                .filter(Boolean)
                .join(' / ')}
            </span>
            <span className="mini-cart__qty">
              {t('cart.quantityTimes', { count: line.quantity })} · <Amount value={line.lineTotal} currency={cart.currency} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The total of the header panel and the popup, after the campaigns' lines and the discount
 * code's when they give something. */
export function MiniCartTotal({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  return (
    <>
      <CampaignLines
        campaigns={cart.campaigns}
        amount={(discount) => <Amount value={discount} currency={cart.currency} negative />}
        layout="rows"
        className="mini-cart__total"
        testId="mini-cart-campaign"
      />
      {cart.coupon?.applied && cart.summary.couponDiscount > 0 && (
        <p className="mini-cart__total mini-cart__coupon">
          <span>
            <CouponLabel code={cart.coupon.code} />
          </span>
          <span data-testid="mini-cart-coupon-discount"><Amount value={cart.summary.couponDiscount} currency={cart.currency} negative /></span>
        </p>
      )}
      <p className="mini-cart__total">
        <span>{t('cart.total')}</span>
        <strong data-testid="mini-cart-total"><Amount value={cart.totalPrice} currency={cart.currency} /></strong>
      </p>
    </>
  );
}
