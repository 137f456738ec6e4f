// The price block: sale price (and the price before discount), the subscription price when the
// shopper subscribes, the money-order price (spec section 9) and the VAT the price includes.
import { useTranslation } from '../../../i18n/translate';
import { formatPrice } from '../../../lib/format';
import { includedVat, moneyOrderPrice, subscriptionPrice } from '../rules';
import '../../../components/ui/parts.css';
import './product.css';

interface PriceBlockProps {
  price: number;
  listPrice: number;
  currency: string;
  vatPercent: number;
  moneyOrderPercent: number;
  subscriptionPercent: number;
  subscribed: boolean;
}

export function PriceBlock({
  price,
  listPrice,
  currency,
  vatPercent,
  moneyOrderPercent,
  subscriptionPercent,
  subscribed,
}: PriceBlockProps) {
  const { t } = useTranslation();
  const shown = subscribed ? subscriptionPrice(price, subscriptionPercent) : price;
  const before = subscribed ? price : listPrice;
  const struck = before > shown;
  const percent = struck ? Math.round((1 - shown / before) * 100) : 0;
  return (
    <div className="price-block" data-testid="price-block">
      <p className="price price--large">
        {struck && (
          <span className="price__old">
            <span className="visually-hidden">{t('product.oldPrice')}: </span>
            <s>
              <bdi>{formatPrice(before, currency)}</bdi>
            </s>
          </span>
        )}
        <span className={struck ? 'price__now price__now--sale' : 'price__now'} data-testid="price-now">
          <span className="visually-hidden">{t('product.price')}: </span>
          <bdi>{formatPrice(shown, currency)}</bdi>
        </span>
        {percent > 0 && <span className="pill-tag price-block__percent">{t('product.discountLabel', { percent })}</span>}
      </p>
      {subscribed && (
        <p className="price-block__line price-block__line--subscription">
          {t('product.priceBlock.subscription', { percent: subscriptionPercent })}
        </p>
      )}
      {moneyOrderPercent !== 0 && (
        <p className="price-block__line" data-testid="money-order-price">
          {t('product.priceBlock.moneyOrder')}: <bdi>{formatPrice(moneyOrderPrice(shown, moneyOrderPercent), currency)}</bdi>
          {moneyOrderPercent < 0 && (
            <span className="price-block__note"> ({t('product.priceBlock.moneyOrderDiscount', { percent: -moneyOrderPercent })})</span>
          )}
        </p>
      )}
      <p className="price-block__line price-block__vat">
        {t('product.priceBlock.vat', { percent: vatPercent })}: <bdi>{formatPrice(includedVat(shown, vatPercent), currency)}</bdi>
      </p>
    </div>
  );
}
