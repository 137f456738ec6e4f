// "Garanti BBVA · Bonus · Kredi kartı": what the shop knows of a card from its first digits.
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useCardInfo } from './use-card-info';

export function CardBank({ bin, testId }: { bin: string | null; testId?: string }) {
  const { t } = useTranslation();
  const info = useCardInfo(bin);
  if (bin === null || !info.isSuccess) return null;
  const card = info.data.card;
  const parts = card
    ? [card.bank, card.family ?? '', t(card.cardType === 'debit' ? 'wallet.cards.cardInfo.debit' : 'wallet.cards.cardInfo.credit')]
    : [t('wallet.cards.cardInfo.unknown')];
  return (
    <span className="wallet-card__bank" data-testid={testId}>
      {parts
        .filter((part) => part !== '')
        .map((part, index) => (
          <Fragment key={index}>
            {index > 0 && '\u00a0· '}
            <bdi>{part}</bdi>
          </Fragment>
        ))}
    </span>
  );
}
