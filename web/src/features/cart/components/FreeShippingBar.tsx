import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format';
import type { CartSummary, CartView } from '../types';

/** What the bar reads of a cart: the checkout's summary gives it the same figures. */
export interface FreeShippingFigures {
  currency: CartView['currency'];
  summary: Pick<CartSummary, 'freeShippingThreshold' | 'freeShippingRemaining' | 'freeShippingPercent'>;
}

/** Shown only when the shop sets a free-shipping threshold. */
export function FreeShippingBar({ cart }: { cart: FreeShippingFigures }) {
  const { t } = useTranslation();
  const { freeShippingThreshold, freeShippingRemaining, freeShippingPercent } = cart.summary;
  if (freeShippingThreshold <= 0) return null;
  const text =
    freeShippingRemaining > 0
      ? t('cart.freeShippingLeft', { amount: formatPrice(freeShippingRemaining, cart.currency) })
      : t('cart.freeShippingReached');
  return (
    <div className="free-shipping">
      <p className="free-shipping__text">{text}</p>
      <div
        className="free-shipping__bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={freeShippingPercent}
        aria-label={text}
      >
        <span className="free-shipping__fill" data-percent={Math.round(freeShippingPercent / 5) * 5} />
      </div>
    </div>
  );
}
