// The multi-buy discounts of a product as one line, the same under the product page's cart form
// and on the cart's line: "2-4 adet %5 · 5 adet ve üzeri %10".
import type { TFunction } from '../../i18n/translate';
import type { MultiBuyTier } from './types';

/** A tier whose `max` is this or more has no upper end. */
const OPEN_ENDED_MAX = 99;

export function multiBuyText(tiers: readonly MultiBuyTier[], t: TFunction): string {
  return tiers
    .map((tier) =>
      tier.max >= OPEN_ENDED_MAX
        ? t('cart.tierFrom', { min: tier.min, percent: tier.percent })
        : t('cart.tierRange', { min: tier.min, max: tier.max, percent: tier.percent }),
    )
    .join(' · ');
}
