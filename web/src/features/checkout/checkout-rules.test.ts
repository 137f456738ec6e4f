import { describe, expect, it, vi } from 'vitest';
import { guestFields, lineImageUrl, quickRegisterFields, refusalOf, setAddressFields } from './api';
import { carrierToUse, readCarrier, storeCarrier } from './carrier';
import { formRules, ruleFailures } from '../customer';
import { guestSchema, QUICK_REGISTER_RULES, quickRegisterSchema, quickRegisterSchemaOf } from './form-rules';
import { freeShippingPercent, kurusToLira } from './money';
import { stubSessionStorage } from '../../test/memory-storage';

describe('checkout calls', () => {
  it('reads a refusal’s fields, message and code', () => {
    const refusal = refusalOf({
      status: 422,
      ok: false,
      body: { status: 0, message: 'Eksik bilgi', data: [{ key: 'kvkk', statusText: 'Bu alan boş bırakılamaz' }, { key: '' }] },
    });
    expect(refusal).toEqual({ fields: [{ key: 'kvkk', message: 'Bu alan boş bırakılamaz' }], message: 'Eksik bilgi', code: 'http_422' });
    const changed = refusalOf({ status: 409, ok: false, body: { code: 'order_changed', message: 'Siparişinizde değişiklik oldu.' } });
    expect(changed.code).toBe('order_changed');
    expect(refusalOf({ status: 500, ok: false, body: null }).message).toBe('Bir hata oluştu');
  });

  it('sends the guest’s details trimmed with the consent as 1', () => {
    expect(guestFields({ email: ' a@b.co ', phone: '905321234567', name: ' Ayşe ', surname: 'Yılmaz ', kvkk: true })).toEqual({
      email: 'a@b.co',
      phone: '905321234567',
      name: 'Ayşe',
      surname: 'Yılmaz',
      kvkk: '1',
    });
    expect(quickRegisterFields({ email: 'a@b.co', password: 'x', kvkk: false }).kvkk).toBe('0');
  });

  it('shows a line’s picture from its stem or its address', () => {
    expect(lineImageUrl('products/12/1')).toBe('/images/products/12/1-small.webp');
    expect(lineImageUrl('/images/products/12/1-small.webp')).toBe('/images/products/12/1-small.webp');
    expect(lineImageUrl('')).toBe('');
  });

  it('sends the same invoice flag or the invoice address', () => {
    expect(setAddressFields({ deliveryId: 4, invoiceId: null })).toEqual({ delivery_address_id: 4, same_invoice: 1 });
    expect(setAddressFields({ deliveryId: 4, invoiceId: 6 })).toEqual({ delivery_address_id: 4, invoice_address_id: 6, same_invoice: 0 });
  });
});

describe('the chosen carrier', () => {
  stubSessionStorage();

  it('is kept for the tab and used while offered', () => {
    expect(readCarrier()).toBe('');
    storeCarrier('aras');
    expect(readCarrier()).toBe('aras');
    const offered = [{ code: 'yurtici' }, { code: 'aras' }];
    expect(carrierToUse(readCarrier(), offered)).toBe('aras');
    expect(carrierToUse('store', offered)).toBe('yurtici');
    expect(carrierToUse('', [])).toBe('');
    storeCarrier('');
    expect(readCarrier()).toBe('');
  });

  it('is forgotten quietly where storage is refused', () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => {
      storeCarrier('aras');
    }).not.toThrow();
    expect(readCarrier()).toBe('');
  });
});

describe('money and the free-shipping bar', () => {
  it('turns kuruş into lira and fills the bar by the part reached', () => {
    expect(kurusToLira(123450)).toBe(1234.5);
    expect(freeShippingPercent(75000, 15000)).toBe(80);
    expect(freeShippingPercent(75000, 0)).toBe(100);
    expect(freeShippingPercent(75000, 90000)).toBe(0);
    expect(freeShippingPercent(0, 0)).toBe(100);
  });
});

describe('the way in’s forms', () => {
  it('needs every guest field and the consent', () => {
    expect(ruleFailures(guestSchema(), { email: '', phone: '', name: ' ', surname: '', kvkk: false })).toEqual({
      email: 'required',
      phone: 'required',
      name: 'required',
      surname: 'required',
      kvkk: 'mandatory',
    });
    expect(ruleFailures(guestSchema(), { email: 'ayse@', phone: '905321234567', name: 'A', surname: 'B', kvkk: true })).toEqual({
      email: 'email',
    });
    expect(ruleFailures(guestSchema(), { email: 'a@b.co', phone: '+90 (532) 123 45 67', name: 'A', surname: 'B', kvkk: true })).toEqual({});
  });

  it('needs email, password and consent for quick registration', () => {
    expect(ruleFailures(quickRegisterSchema, { email: 'a@b.co', password: '', kvkk: false })).toEqual({ password: 'required', kvkk: 'mandatory' });
  });

  it('quick registration follows what the server requires, else its own rules', () => {
    const values = { email: '', password: 'x', kvkk: true };
    const stated = formRules(QUICK_REGISTER_RULES, { page: 'register-quick', fields: { email: { required: false } } });
    expect(ruleFailures(quickRegisterSchemaOf(stated.fields), values)).toEqual({});
    expect(ruleFailures(quickRegisterSchemaOf(stated.fields), { ...values, email: 'a@' })).toEqual({ email: 'email' });
    expect(ruleFailures(quickRegisterSchemaOf(formRules(QUICK_REGISTER_RULES, null).fields), values)).toEqual({ email: 'required' });
  });
});
