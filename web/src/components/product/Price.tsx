// Sale price, with the price before discount struck through when a discount is shown.
// <bdi> keeps "1.234,50 TL" in reading order inside Arabic text.
import { useTranslation } from '../../i18n/translate';
import { formatPrice } from '../../lib/format';
import type { ProductCard } from '../../lib/page-data';
import './product.css';

export function isDiscounted(product: ProductCard): boolean {
  return product.IS_DISPLAY_DISCOUNTED_ACTIVE === 1 && product.PRICE_NOT_DISCOUNTED > product.PRICE_SELL;
}

/** Spec section 9: the displayed discount percentage is rounded. */
export function discountPercent(product: ProductCard): number {
  if (product.DISCOUNT_PERCENT > 0) return Math.round(product.DISCOUNT_PERCENT);
  if (product.PRICE_NOT_DISCOUNTED <= 0) return 0;
  return Math.round((1 - product.PRICE_SELL / product.PRICE_NOT_DISCOUNTED) * 100);
}

export function displayCurrency(product: ProductCard): string {
  return product.currency_target;
}

interface PriceProps {
  product: ProductCard;
  size?: 'normal' | 'large';
}

export function Price({ product, size = 'normal' }: PriceProps) {
  const { t } = useTranslation();
  const currency = displayCurrency(product);
  const discounted = isDiscounted(product);
  return (
    <p className={`price price--${size}`}>
      {discounted && (
        <span className="price__old">
          <span className="visually-hidden">{t('product.oldPrice')}: </span>
          <s>
            <bdi>{formatPrice(product.PRICE_NOT_DISCOUNTED, currency)}</bdi>
          </s>
        </span>
      )}
      <span className={discounted ? 'price__now price__now--sale' : 'price__now'}>
        <span className="visually-hidden">{t('product.price')}: </span>
        <bdi>{formatPrice(product.PRICE_SELL, currency)}</bdi>
      </span>
    </p>
  );
}
