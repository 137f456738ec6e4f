// The new-card form's values and its checks, made before anything is sent: a card number that
// fails the Luhn check, an expiry date in the past, a cvc that is not 3 or 4 digits.
import { isExpiryValid, isLuhnValid, normalizeCardNumber } from '../client';
import type { NewCard } from './flows';

export interface CardFormValues {
  /** As masked: groups of four digits. */
  number: string;
  /** MM/YY. */
  expiry: string;
  cvc: string;
  holder: string;
  alias: string;
}

export const EMPTY_CARD_FORM: CardFormValues = { number: '', expiry: '', cvc: '', holder: '', alias: '' };

export const ALIAS_MAX = 30;
export const HOLDER_MAX = 50;

/** The message key (under wallet.cards.validation) of each refused field. */
export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

/** MM/YY as the provider's YYMM, or null when it is not a month. */
export function expiryYymm(expiry: string): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return `${match[2] ?? ''}${match[1] ?? ''}`;
}

/** The first 6 to 8 digits the shop's BIN look-up takes, or null before 6 are typed. */
export function binOf(number: string): string | null {
  const digits = normalizeCardNumber(number).replace(/\D.*$/, '');
  return digits.length >= 6 ? digits.slice(0, 8) : null;
}

export function checkCardForm(values: CardFormValues, now: Date, takenAliases: readonly string[] = []): CardFormErrors {
  const errors: CardFormErrors = {};
  const digits = normalizeCardNumber(values.number);
  if (digits === '') errors.number = 'required';
  else if (!isLuhnValid(digits)) errors.number = 'cardNumber';

  const yymm = expiryYymm(values.expiry);
  if (values.expiry.trim() === '') errors.expiry = 'required';
  else if (yymm === null) errors.expiry = 'expiry';
  else if (!isExpiryValid(yymm, now)) errors.expiry = 'expired';

  if (values.cvc === '') errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = 'cvc';

  const holder = values.holder.trim();
  if (holder === '') errors.holder = 'required';
  else if (holder.length > HOLDER_MAX) errors.holder = 'tooLong';

  const alias = values.alias.trim();
  if (alias === '') errors.alias = 'required';
  else if (alias.length > ALIAS_MAX) errors.alias = 'tooLong';
  else if (takenAliases.some((taken) => taken.toLocaleLowerCase('tr') === alias.toLocaleLowerCase('tr'))) errors.alias = 'aliasTaken';
  return errors;
}

/** The form's values as the provider's register call takes them (only once the checks pass). */
export function newCardOf(values: CardFormValues): NewCard {
  return {
    cardNumber: normalizeCardNumber(values.number),
    expiryDate: expiryYymm(values.expiry) ?? '',
    cvc: values.cvc,
    cardHolderName: values.holder.trim(),
    cardAlias: values.alias.trim(),
  };
}
