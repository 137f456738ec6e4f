// The card the shopper pays with, as the payment step holds it: a saved card (by its alias) or a
// new card's fields, "save my card" and its name, and the instalment count. Checked before the
// order is placed, so a card the provider would refuse outright never gets that far.
import {
  type CardFormErrors,
  type CardFormValues,
  checkCardForm,
  EMPTY_CARD_FORM,
  expiryYymm,
  type InstalmentOption,
  normalizeCardNumber,
} from '../../wallet';
import type { PaymentCard } from './pay';

export interface CardChoice {
  source: 'new' | 'saved';
  /** The saved card's alias, when `source` is saved. */
  alias: string;
  values: CardFormValues;
  save: boolean;
  installments: number;
}

export const EMPTY_CHOICE: CardChoice = { source: 'new', alias: '', values: EMPTY_CARD_FORM, save: false, installments: 1 };

export type CardChoiceErrors = CardFormErrors & { saved?: string };

/** The refused fields (message keys under wallet.cards.validation; `saved` under checkout.payment.card). */
export function checkCardChoice(choice: CardChoice, now: Date, savedAliases: readonly string[]): CardChoiceErrors {
  if (choice.source === 'saved') {
    return savedAliases.includes(choice.alias) ? {} : { saved: 'choose' };
  }
  const errors: CardChoiceErrors = checkCardForm(choice.values, now, savedAliases);
  // The card's name matters only when it is saved.
  if (!choice.save) delete errors.alias;
  return errors;
}

/** The instalment count to send: the chosen one while the card offers it, else a single payment. */
export function installmentsToUse(chosen: number, options: readonly InstalmentOption[]): number {
  return options.some((option) => option.count === chosen) ? chosen : 1;
}

/** The card as the purchase takes it (only once the checks pass). */
export function paymentCardOf(choice: CardChoice): PaymentCard {
  if (choice.source === 'saved') return { kind: 'saved', alias: choice.alias };
  return {
    kind: 'new',
    card: {
      cardNumber: normalizeCardNumber(choice.values.number),
      expiryDate: expiryYymm(choice.values.expiry) ?? '',
      cvc: choice.values.cvc,
      cardHolderName: choice.values.holder.trim(),
    },
    saveAs: choice.save ? choice.values.alias.trim() : null,
  };
}

/** After a failed attempt the cvc is typed again; everything else stays. */
export function withoutCvc(choice: CardChoice): CardChoice {
  return { ...choice, values: { ...choice.values, cvc: '' } };
}
