import { describe, expect, it } from 'vitest';
import { addressFailures, type AddressRuleContext, type AddressValues } from './address-rules';

const VALID: AddressValues = {
  title: 'Ev',
  name: 'Ayşe',
  surname: 'Yılmaz',
  phone: '+90 (532) 123 45 67',
  address: 'Moda Cad. No: 1 D: 2',
  invoice_type: 'individual',
  tckn: '10000000146',
  company_name: '',
  tax_office: '',
  vkn: '',
  e_invoice: false,
  default_delivery: true,
  default_invoice: false,
};

function context(inTurkey = true): AddressRuleContext {
  return {
    inTurkey,
    phoneProblem: (value) => (value.replace(/\D/g, '').length >= 12 ? null : 'phone'),
  };
}

describe('the address rules', () => {
  it('accept a complete individual address', () => {
    expect(addressFailures(context(), VALID)).toEqual({});
  });

  it('need title, name, surname, phone and the street address, with their lengths', () => {
    const failures = addressFailures(context(), {
      ...VALID,
      title: ' ',
      name: '',
      surname: 'x'.repeat(51),
      phone: '',
      address: 'y'.repeat(251),
    });
    expect(failures).toEqual({ title: 'required', name: 'required', surname: 'tooLong:50', phone: 'required', address: 'tooLong:250' });
  });

  it('refuse a phone its country does not accept', () => {
    expect(addressFailures(context(), { ...VALID, phone: '+90 (532) 123' })).toEqual({ phone: 'phone' });
  });

  it('need a TCKN in Turkey, not abroad, and check its digits either way', () => {
    expect(addressFailures(context(true), { ...VALID, tckn: '' })).toEqual({ tckn: 'required' });
    expect(addressFailures(context(false), { ...VALID, tckn: '' })).toEqual({});
    expect(addressFailures(context(false), { ...VALID, tckn: '10000000147' })).toEqual({ tckn: 'tckn' });
  });

  it('need a corporate invoice\u2019s company, tax office and a VKN with its check digit', () => {
    const corporate = { ...VALID, invoice_type: 'corporate' as const, tckn: '' };
    expect(addressFailures(context(), corporate)).toEqual({ company_name: 'required', tax_office: 'required', vkn: 'required' });
    expect(
      addressFailures(context(), { ...corporate, company_name: 'Örnek A.Ş.', tax_office: 'Kadıköy', vkn: '1234567891' }),
    ).toEqual({ vkn: 'vkn' });
    expect(
      addressFailures(context(), { ...corporate, company_name: 'Örnek A.Ş.', tax_office: 'Kadıköy', vkn: '1234567890' }),
    ).toEqual({});
  });
});
