import { describe, expect, it } from 'vitest';
import { readCode } from './otp-code';

describe('readCode', () => {
  it('takes six typed digits, with spaces or dashes between them', () => {
    expect(readCode('123456')).toEqual({ kind: 'code', code: '123456' });
    expect(readCode(' 123 456 ')).toEqual({ kind: 'code', code: '123456' });
    expect(readCode('12-34-56')).toEqual({ kind: 'code', code: '123456' });
  });

  it('keeps fewer digits as a code being typed and refuses more', () => {
    expect(readCode('123')).toEqual({ kind: 'partial', digits: '123' });
    expect(readCode('')).toEqual({ kind: 'partial', digits: '' });
    expect(readCode('1234567')).toEqual({ kind: 'unclear' });
  });

  it('reads the code out of a pasted SMS when it is the only six-digit number', () => {
    const sms = 'Vitrin cüzdan doğrulama kodunuz: 482913. Kod 3 dakika geçerlidir; kimseyle paylaşmayın.';
    expect(readCode(sms)).toEqual({ kind: 'code', code: '482913' });
    expect(readCode('Kodunuz 482 913')).toEqual({ kind: 'code', code: '482913' });
    expect(readCode('Your code is 482913 (482913)')).toEqual({ kind: 'code', code: '482913' });
  });

  it('does not guess between two codes, letters or a longer number', () => {
    expect(readCode('Kod 111111, eski kod 222222')).toEqual({ kind: 'unclear' });
    expect(readCode('abcdef')).toEqual({ kind: 'unclear' });
    expect(readCode('Kart 4032801234567894')).toEqual({ kind: 'unclear' });
    expect(readCode('12a456')).toEqual({ kind: 'unclear' });
  });
});
