import { describe, expect, it } from 'vitest';
import { EMPTY_CARD_FORM, binOf, checkCardForm, expiryYymm, newCardOf, type CardFormValues } from './card-form';

const NOW = new Date(Date.UTC(2026, 10, 25));

const GOOD: CardFormValues = {
  number: '4032 8012 3456 7894',
  expiry: '12/29',
  cvc: '123',
  holder: 'Ayşe Yılmaz',
  alias: 'Maaş kartım',
};

describe('the new-card checks', () => {
  it('pass a complete, Luhn-valid card', () => {
    expect(checkCardForm(GOOD, NOW)).toEqual({});
  });

  it('ask for every field of an empty form', () => {
    expect(checkCardForm(EMPTY_CARD_FORM, NOW)).toEqual({
      number: 'required',
      expiry: 'required',
      cvc: 'required',
      holder: 'required',
      alias: 'required',
    });
  });

  it('refuse a number whose check digit is wrong, before anything is sent', () => {
    expect(checkCardForm({ ...GOOD, number: '4032 8012 3456 7895' }, NOW).number).toBe('cardNumber');
    expect(checkCardForm({ ...GOOD, number: '4032 8012' }, NOW).number).toBe('cardNumber');
  });

  it('refuse a month that does not exist and a card that has expired; this month is still valid', () => {
    expect(checkCardForm({ ...GOOD, expiry: '13/29' }, NOW).expiry).toBe('expiry');
    expect(checkCardForm({ ...GOOD, expiry: '12/2' }, NOW).expiry).toBe('expiry');
    expect(checkCardForm({ ...GOOD, expiry: '10/26' }, NOW).expiry).toBe('expired');
    expect(checkCardForm({ ...GOOD, expiry: '11/26' }, NOW).expiry).toBeUndefined();
  });

  it('want a cvc of 3 or 4 digits', () => {
    expect(checkCardForm({ ...GOOD, cvc: '12' }, NOW).cvc).toBe('cvc');
    expect(checkCardForm({ ...GOOD, cvc: '1234' }, NOW).cvc).toBeUndefined();
  });

  it('refuse a name already used by a saved card, whatever its case (Turkish İ/i)', () => {
    expect(checkCardForm({ ...GOOD, alias: 'İŞ KARTI' }, NOW, ['iş kartı']).alias).toBe('aliasTaken');
    expect(checkCardForm({ ...GOOD, alias: 'Yeni' }, NOW, ['iş kartı']).alias).toBeUndefined();
  });
});

describe('the values sent', () => {
  it('are the digits, YYMM and trimmed names', () => {
    expect(newCardOf({ ...GOOD, holder: ' Ayşe Yılmaz ', alias: ' Maaş kartım ' })).toEqual({
      cardNumber: '4032801234567894',
      expiryDate: '2912',
      cvc: '123',
      cardHolderName: 'Ayşe Yılmaz',
      cardAlias: 'Maaş kartım',
    });
    expect(expiryYymm('01/30')).toBe('3001');
    expect(expiryYymm('00/30')).toBeNull();
  });

  it('to the shop are only the first 6 to 8 digits, and nothing before 6', () => {
    expect(binOf('4032 8')).toBeNull();
    expect(binOf('4032 80')).toBe('403280');
    expect(binOf('4032 8012 3456 7894')).toBe('40328012');
    // A saved card's masked number gives its first six.
    expect(binOf('4032 80** **** 7894')).toBe('403280');
  });
});
