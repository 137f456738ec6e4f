// What the payment step says after a placement was refused: the cart or its prices changed since
// the shopper read them (with what changed), some items ran out, or another refusal.
import { useTranslation } from '../../../i18n/translate';
import { leftToRight } from '../../wallet';
import { formatKurus } from '../money';
import type { Change } from './changes';
import type { Shortage } from '../api';

export type Notice =
  | { kind: 'changed'; message: string; changes: Change[] }
  | { kind: 'stock'; message: string; shortages: Shortage[] }
  | { kind: 'error'; message: string };

/** An amount inside a sentence: kept left to right in an Arabic one. */
export function inText(kurus: number): string {
  return leftToRight(formatKurus(kurus));
}

function changeText(change: Change, t: ReturnType<typeof useTranslation>['t']): string {
  switch (change.kind) {
    case 'removed':
    case 'added':
      return t(`checkout.payment.changed.${change.kind}`, { title: change.title });
    case 'quantity':
      return t('checkout.payment.changed.quantity', { title: change.title, from: change.from, to: change.to });
    case 'price':
      return t('checkout.payment.changed.price', { title: change.title, from: inText(change.from), to: inText(change.to) });
    case 'address':
      return t('checkout.payment.changed.address');
    default:
      return t(`checkout.payment.changed.${change.kind}`, { from: inText(change.from), to: inText(change.to) });
  }
}

export function NoticeBox({ notice }: { notice: Notice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  if (notice.kind === 'error') {
    return (
      <p className="member-alert member-alert--danger" role="alert" data-testid="payment-error">
        {notice.message}
      </p>
    );
  }
  if (notice.kind === 'changed') {
    return (
      <div className="member-alert member-alert--info payment-notice" role="alert" data-testid="payment-changed">
        <p className="member-alert__title">{notice.message || t('checkout.payment.changed.title')}</p>
        {notice.changes.length > 0 && (
          <ul>
            {notice.changes.map((change, index) => (
              <li key={index}>
                <bdi>{changeText(change, t)}</bdi>
              </li>
            ))}
          </ul>
        )}
        <p>{t('checkout.payment.changed.ask')}</p>
      </div>
    );
  }
  return (
    <div className="member-alert member-alert--danger payment-notice" role="alert" data-testid="payment-stock">
      <p className="member-alert__title">{notice.message}</p>
      <ul>
        {notice.shortages.map((shortage) => (
          <li key={shortage.variant_id}>
            {shortage.available > 0
              ? t('checkout.payment.stock.left', { title: shortage.title, wanted: shortage.wanted, available: shortage.available })
              : t('checkout.payment.stock.soldOut', { title: shortage.title })}
          </li>
        ))}
      </ul>
      <p>{t('checkout.payment.stock.adjusted')}</p>
    </div>
  );
}
