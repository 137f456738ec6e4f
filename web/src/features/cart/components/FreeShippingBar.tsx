import { useTranslation } from '../../../i18n/translate';
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
      ? // The amount isolated (FSI ... PDI), so "838,01 TL" keeps its order inside an Arabic sentence.
        t('cart.freeShippingLeft', { amount: `\u2068${formatPrice(freeShippingRemaining, cart.currency)}\u2069` })
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
