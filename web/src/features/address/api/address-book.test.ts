import { describe, expect, it } from 'vitest';
import { refusalOf } from './address-book';
import { taxOfficeLines } from './get-tax-offices';

describe('refusalOf', () => {
  it('names each refused field with its Turkish message', () => {
    const refusal = refusalOf({
      status: 422,
      ok: false,
      body: {
        status: 0,
        message: 'Posta kodu seçilen mahalleye ait değil',
        data: [
          { key: 'postcode', code: 'postcode', statusText: 'Posta kodu seçilen mahalleye ait değil' },
          { key: 'vkn', code: 'vkn_invalid', statusText: 'Vergi numarası geçerli değil' },
          { key: '', statusText: 'no field' },
        ],
        error: { code: 'postcode', message: 'Posta kodu seçilen mahalleye ait değil' },
      },
    });
    expect(refusal.fields).toEqual([
      { key: 'postcode', message: 'Posta kodu seçilen mahalleye ait değil' },
      { key: 'vkn', message: 'Vergi numarası geçerli değil' },
    ]);
    expect(refusal.message).toBe('Posta kodu seçilen mahalleye ait değil');
  });

  it('falls back to the error envelope, then to the generic message', () => {
    expect(refusalOf({ status: 404, ok: false, body: { error: { code: 'not_found', message: 'Adres bulunamadı' } } })).toEqual({
      fields: [],
      message: 'Adres bulunamadı',
    });
    expect(refusalOf({ status: 502, ok: false, body: null })).toEqual({ fields: [], message: 'Bir hata oluştu' });
  });
});

describe('taxOfficeLines', () => {
  it('reads one office a line, without blank lines or surrounding spaces', () => {
    expect(taxOfficeLines('Kadıköy Vergi Dairesi Müdürlüğü\r\n  Erenköy Vergi Dairesi Müdürlüğü \n\n')).toEqual([
      'Kadıköy Vergi Dairesi Müdürlüğü',
      'Erenköy Vergi Dairesi Müdürlüğü',
    ]);
  });
});
