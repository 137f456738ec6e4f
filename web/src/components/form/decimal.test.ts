import { describe, expect, it } from 'vitest';
import { parseDecimal, parseDecimals } from './decimal';

describe('parseDecimal', () => {
  it('reads a decimal comma as Turkish shoppers type it, and a decimal point', () => {
    expect(parseDecimal('21,5')).toEqual({ kind: 'number', value: 21.5 });
    expect(parseDecimal('21.5')).toEqual({ kind: 'number', value: 21.5 });
    expect(parseDecimal(' 116 ')).toEqual({ kind: 'number', value: 116 });
  });

  it('takes a mark with nothing on one side', () => {
    expect(parseDecimal('116,')).toEqual({ kind: 'number', value: 116 });
    expect(parseDecimal(',5')).toEqual({ kind: 'number', value: 0.5 });
  });

  it('tells an empty field from one that holds no number', () => {
    expect(parseDecimal('')).toEqual({ kind: 'empty' });
    expect(parseDecimal('   ')).toEqual({ kind: 'empty' });
    expect(parseDecimal('1,2,3')).toEqual({ kind: 'invalid' });
    expect(parseDecimal('1.160,5')).toEqual({ kind: 'invalid' });
    expect(parseDecimal(',')).toEqual({ kind: 'invalid' });
    expect(parseDecimal('-5')).toEqual({ kind: 'invalid' });
    expect(parseDecimal('12cm')).toEqual({ kind: 'invalid' });
  });
});

describe('parseDecimals', () => {
  it('reads every field, empty ones as null', () => {
    expect(parseDecimals({ height: '116,5', weight: '' })).toEqual({ ok: true, values: { height: 116.5, weight: null } });
  });

  it('names every field that holds no number', () => {
    expect(parseDecimals({ height: '1,2,3', weight: '20', age: '..' })).toEqual({ ok: false, invalid: ['height', 'age'] });
  });
});
