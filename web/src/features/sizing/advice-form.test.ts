import { describe, expect, it } from 'vitest';
import { adviceForm, EMPTY_ADVICE } from './advice-form';

describe('the advisor’s form', () => {
  it('sends the age with the measures given, a decimal comma read as a point', () => {
    expect(adviceForm(12, { ...EMPTY_ADVICE, years: '5', months: '3', height: '116,5', weight: '21' })).toEqual({
      ok: true,
      form: { PRODUCT_ID: 12, AGE_YEARS: 5, AGE_MONTHS: 3, HEIGHT_CM: 116.5, WEIGHT_KG: 21 },
    });
  });

  it('leaves out the measures not given, and an unchosen age for the server to refuse', () => {
    expect(adviceForm(12, { ...EMPTY_ADVICE, years: '0', months: '8' })).toEqual({
      ok: true,
      form: { PRODUCT_ID: 12, AGE_YEARS: 0, AGE_MONTHS: 8 },
    });
    expect(adviceForm(12, { ...EMPTY_ADVICE, height: '300' })).toEqual({ ok: true, form: { PRODUCT_ID: 12, HEIGHT_CM: 300 } });
  });

  it('sends a saved child instead of the measures', () => {
    expect(adviceForm(12, { ...EMPTY_ADVICE, child: '4', years: '5', height: '116' })).toEqual({
      ok: true,
      form: { PRODUCT_ID: 12, CHILD_ID: 4 },
    });
  });

  it('names the measure fields that hold no number', () => {
    expect(adviceForm(12, { ...EMPTY_ADVICE, years: '5', height: '11,6,0', weight: ',' })).toEqual({ ok: false, invalid: ['height', 'weight'] });
  });
});
