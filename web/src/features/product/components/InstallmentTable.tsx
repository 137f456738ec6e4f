// Instalments up to 12 months (spec section 1): monthly and total amounts per plan length, from
// the plan the server sends (interest-free months, then a monthly rate).
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format';
import { installmentTable } from '../rules';
import type { InstallmentPlan } from '../types';
import './product.css';

interface InstallmentTableProps {
  price: number;
  currency: string;
  plan: InstallmentPlan;
}

export function InstallmentTable({ price, currency, plan }: InstallmentTableProps) {
  const { t } = useTranslation();
  const rows = installmentTable(price, plan);
  return (
    <table className="product-table" data-testid="installments">
      <caption className="visually-hidden">{t('product.installments.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product.installments.months')}</th>
          <th scope="col">{t('product.installments.monthly')}</th>
          <th scope="col">{t('product.installments.total')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.months} data-interest-free={row.interestFree || undefined}>
            <th scope="row">
              {row.months === 1 ? t('product.installments.single') : t('product.installments.count', { count: row.months })}
              {row.interestFree && row.months > 1 && (
                <span className="product-table__tag">{t('product.installments.interestFree')}</span>
              )}
            </th>
            <td>
              <bdi>{formatPrice(row.monthly, currency)}</bdi>
            </td>
            <td>
              <bdi>{formatPrice(row.total, currency)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
