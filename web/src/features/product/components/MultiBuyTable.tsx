// Multi-buy tiers (spec section 3: min, max, percent) with the unit price in each.
import { useTranslation } from '../../../i18n/translate';
import { ColumnHeads } from '../../../components/ui/ColumnHeads';
import { formatPrice } from '../../../lib/format';
import { subscriptionPrice, tierUnitPrice } from '../rules';
import type { MultiBuyRow } from '../types';
import '../../../components/ui/parts.css';
import './product.css';

/** A tier's max at or above this reads "and more". */
const OPEN_ENDED_MAX = 99;

interface MultiBuyTableProps {
  tiers: MultiBuyRow[];
  price: number;
  currency: string;
  subscriptionPercent: number;
}

export function MultiBuyTable({ tiers, price, currency, subscriptionPercent }: MultiBuyTableProps) {
  const { t } = useTranslation();
  if (tiers.length === 0) return null;
  return (
    <section className="product-box" aria-labelledby="multi-buy-title">
      <h2 id="multi-buy-title" className="product-box__title">
        {t('product.multiBuy.title')}
      </h2>
      <table className="figure-table product-table" data-testid="multi-buy">
        <ColumnHeads names={[t('product.multiBuy.quantity'), t('product.multiBuy.discount'), t('product.multiBuy.unitPrice')]} />
        <tbody>
          {tiers.map((tier) => (
            <tr key={tier.min}>
              <td>
                {tier.max >= OPEN_ENDED_MAX
                  ? t('product.multiBuy.from', { min: tier.min })
                  : t('product.multiBuy.range', { min: tier.min, max: tier.max })}
              </td>
              <td>{t('product.discountLabel', { percent: tier.percent })}</td>
              <td>
                <bdi>{formatPrice(subscriptionPrice(tierUnitPrice(price, tier.percent), subscriptionPercent), currency)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
