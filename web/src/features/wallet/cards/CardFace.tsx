// A saved card as the account's card list and the checkout's choice of cards show it: the chip,
// the name the member gave it, the masked number and what the shop knows of its bank.
import type { WalletCard } from '../client';
import { CardBank } from './CardBank';
import { binOf } from './card-form';

export function CardFace({ card }: { card: Pick<WalletCard, 'alias' | 'maskedNumber'> }) {
  return (
    <>
      <span className="wallet-card__chip" aria-hidden="true" />
      <span className="wallet-card__body">
        <span className="wallet-card__alias">
          <bdi>{card.alias}</bdi>
        </span>
        <span className="wallet-card__number">
          <bdi dir="ltr">{card.maskedNumber}</bdi>
        </span>
        <CardBank bin={binOf(card.maskedNumber)} />
      </span>
    </>
  );
}
