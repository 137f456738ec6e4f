import { describe, expect, it } from 'vitest';
import { maskCustom, maskEmail, maskNumber, maskPassword, maskPrice, maskString } from './masks';

describe('input masks', () => {
  it('keeps letters (Turkish and Arabic too), spaces and hyphens in strings', () => {
    expect(maskString('Ay3şe-Nur 2')).toBe('Ayşe-Nur ');
    expect(maskString('İĞÜ_ç!')).toBe('İĞÜç');
    expect(maskString('سارة1')).toBe('سارة');
  });

  it('keeps digits in numbers', () => {
    expect(maskNumber('12a-3 ٤')).toBe('123');
  });

  it('keeps digits, dots and commas in prices', () => {
    expect(maskPrice('1.234,50 TL')).toBe('1.234,50');
    expect(maskPrice('-12e3')).toBe('123');
  });

  it('keeps an email without spaces and with one @', () => {
    expect(maskEmail(' ayse yilmaz@ornek.com ')).toBe('ayseyilmaz@ornek.com');
    expect(maskEmail('a@b@c.com')).toBe('a@bc.com');
    expect(maskEmail('ayse\t@ornek.com')).toBe('ayse@ornek.com');
  });

  it('drops the outer spaces of a password and keeps the inner ones', () => {
    expect(maskPassword('  gizli parola  ')).toBe('gizli parola');
  });

  it('keeps the characters a custom mask names', () => {
    expect(maskCustom('sw1a 1aa!', /[a-z0-9 ]/i)).toBe('sw1a 1aa');
    expect(maskCustom('ABC-123', /[A-Z]/)).toBe('ABC');
  });

  it('cuts every mask at its optional maximum length', () => {
    expect(maskString('Abcdef', 3)).toBe('Abc');
    expect(maskNumber('1234567', 4)).toBe('1234');
    expect(maskPrice('12345,678', 6)).toBe('12345,');
    expect(maskEmail('ayse@ornek.com', 4)).toBe('ayse');
    expect(maskPassword('  gizli parola', 6)).toBe('gizli');
    expect(maskCustom('ABCDEF', /[A-Z]/, 2)).toBe('AB');
    expect(maskNumber('12', 0)).toBe('');
  });
});
