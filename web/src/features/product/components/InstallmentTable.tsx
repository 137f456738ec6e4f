// Instalments by card family (spec section 1: up to 12 months): one table per family the shop's
// wallet configuration has a plan for, chosen with compact tabs; monthly and total amounts from
// the wallet's instalment rules, for the price shown (the subscription price too).
import { useTranslation } from '../../../i18n/translate';
import { ColumnHeads } from '../../../components/ui/ColumnHeads';
import { Tabs } from '../../../components/ui/Tabs';
import { formatPrice } from '../../../lib/format';
import { installmentTable } from '../rules';
import type { FamilyPlanView, InstallmentPlan } from '../types';
import '../../../components/ui/parts.css';
import './product.css';

interface InstallmentTableProps {
  price: number;
  currency: string;
  plan: InstallmentPlan;
}

export function InstallmentTable({ price, currency, plan }: InstallmentTableProps) {
  const { t } = useTranslation();
  if (plan.FAMILIES.length === 0) return null;
  return (
    <div className="installments" data-testid="installments">
      <Tabs
        label={t('product.installments.title')}
        items={plan.FAMILIES.map((family) => ({
          value: family.FAMILY,
          label: family.TITLE,
          content: <FamilyTable family={family} price={price} currency={currency} />,
        }))}
      />
    </div>
  );
}

function FamilyTable({ family, price, currency }: { family: FamilyPlanView; price: number; currency: string }) {
  const { t } = useTranslation();
  const rows = installmentTable(price, family);
  return (
    <table className="figure-table product-table" data-testid={`installments-${family.FAMILY}`}>
      <caption className="visually-hidden">
        {t('product.installments.title')}: {family.TITLE}
      </caption>
      <ColumnHeads names={[t('product.installments.months'), t('product.installments.monthly'), t('product.installments.total')]} />
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
