import { describe, expect, it } from 'vitest';
import { ageParts, birthYears, childFields, childValuesOf, EMPTY_CHILD } from './child-values';

const child = {
  ID: 7,
  NAME: 'Ada',
  BIRTH_MONTH: '2020-03',
  AGE_MONTHS: 68,
  HEIGHT_CM: 116.5,
  WEIGHT_KG: 21,
  UPDATED_AT: 0,
};

describe('a child profile in the form', () => {
  it('sends the typed measures as numbers, a decimal comma too', () => {
    expect(childFields({ name: ' Ada ', birthYear: '2020', birthMonth: '03', height: '116,5', weight: '21' })).toEqual({
      ok: true,
      fields: { NAME: 'Ada', BIRTH_MONTH: '2020-03', HEIGHT_CM: 116.5, WEIGHT_KG: 21 },
    });
  });

  it('sends measures left empty as none, and an unchosen birth month empty for the server to refuse', () => {
    expect(childFields({ ...EMPTY_CHILD, birthYear: '2020' })).toEqual({
      ok: true,
      fields: { NAME: '', BIRTH_MONTH: '', HEIGHT_CM: null, WEIGHT_KG: null },
    });
  });

  it('names the measure fields that hold no number', () => {
    expect(childFields({ ...EMPTY_CHILD, height: '1,2,3', weight: '20' })).toEqual({ ok: false, invalid: ['height'] });
    expect(childFields({ ...EMPTY_CHILD, height: '1,2,3', weight: '.' })).toEqual({ ok: false, invalid: ['height', 'weight'] });
  });

  it('fills the form of a saved child in the shopper’s way of writing numbers', () => {
    expect(childValuesOf(child, 'tr')).toEqual({ name: 'Ada', birthYear: '2020', birthMonth: '03', height: '116,5', weight: '21' });
    expect(childValuesOf({ ...child, HEIGHT_CM: null, WEIGHT_KG: undefined }, 'en')).toMatchObject({ height: '', weight: '' });
  });
});

describe('ages and birth years', () => {
  it('splits an age in months into years and months', () => {
    expect(ageParts(68)).toEqual({ years: 5, months: 8 });
    expect(ageParts(60)).toEqual({ years: 5, months: 0 });
    expect(ageParts(8)).toEqual({ years: 0, months: 8 });
    expect(ageParts(-1)).toEqual({ years: 0, months: 0 });
  });

  it('offers this year and the sixteen before it', () => {
    const years = birthYears(new Date(2026, 10, 29));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2010);
    expect(years).toHaveLength(17);
  });
});
