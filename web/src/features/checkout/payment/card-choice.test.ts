// The card the shopper pays with, checked before the order is placed.
import { describe, expect, it } from 'vitest';
import { instalmentOptions } from '../../wallet';
import { EMPTY_CHOICE, checkCardChoice, installmentsToUse, paymentCardOf, withoutCvc, type CardChoice } from './card-choice';

const NOW = new Date('2026-11-25T12:00:00Z');
const FILLED: CardChoice = {
  ...EMPTY_CHOICE,
  values: { number: '4032 8012 3456 7894', expiry: '12/30', cvc: '123', holder: ' Elif Kaya ', alias: '' },
};

describe('checking the card', () => {
  it('asks for every field of a new card, the name in the wallet only when it is saved', () => {
    expect(checkCardChoice(EMPTY_CHOICE, NOW, [])).toEqual({ number: 'required', expiry: 'required', cvc: 'required', holder: 'required' });
    expect(checkCardChoice(FILLED, NOW, [])).toEqual({});
    expect(checkCardChoice({ ...FILLED, save: true }, NOW, [])).toEqual({ alias: 'required' });
    expect(checkCardChoice({ ...FILLED, save: true, values: { ...FILLED.values, alias: 'bonus' } }, NOW, ['Bonus'])).toEqual({ alias: 'aliasTaken' });
  });

  it('refuses a number that fails the Luhn check and a past expiry', () => {
    const bad = { ...FILLED, values: { ...FILLED.values, number: '4032 8012 3456 7895', expiry: '10/26' } };
    expect(checkCardChoice(bad, NOW, [])).toEqual({ number: 'cardNumber', expiry: 'expired' });
  });

  it('wants a saved card that is on the list', () => {
    expect(checkCardChoice({ ...EMPTY_CHOICE, source: 'saved', alias: 'Bonus' }, NOW, ['Bonus'])).toEqual({});
    expect(checkCardChoice({ ...EMPTY_CHOICE, source: 'saved', alias: 'Gone' }, NOW, ['Bonus'])).toEqual({ saved: 'choose' });
  });
});

describe('the instalments sent', () => {
  const plan = { counts: [2, 3, 6], rates: [0, 0, 4.5], minAmount: 10_000 };

  it('are the chosen count while the card offers it, else a single payment', () => {
    expect(installmentsToUse(6, instalmentOptions(129_990, plan))).toBe(6);
    expect(installmentsToUse(9, instalmentOptions(129_990, plan))).toBe(1);
    // Below the plan's minimum, or a card without a plan (a debit card): a single payment.
    expect(installmentsToUse(3, instalmentOptions(5_000, plan))).toBe(1);
    expect(installmentsToUse(3, instalmentOptions(129_990, null))).toBe(1);
  });
});

describe('the card as the purchase takes it', () => {
  it('is the saved alias, or the new card in the provider fields with its name when saved', () => {
    expect(paymentCardOf({ ...EMPTY_CHOICE, source: 'saved', alias: 'Bonus' })).toEqual({ kind: 'saved', alias: 'Bonus' });
    expect(paymentCardOf(FILLED)).toEqual({
      kind: 'new',
      card: { cardNumber: '4032801234567894', expiryDate: '3012', cvc: '123', cardHolderName: 'Elif Kaya' },
      saveAs: null,
    });
    expect(paymentCardOf({ ...FILLED, save: true, values: { ...FILLED.values, alias: ' Maaş kartım ' } })).toMatchObject({ saveAs: 'Maaş kartım' });
  });

  it('keeps everything but the cvc after a failed attempt', () => {
    expect(withoutCvc(FILLED).values).toEqual({ ...FILLED.values, cvc: '' });
  });
});
