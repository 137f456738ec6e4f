import { describe, expect, it } from 'vitest';
import tr from '../../i18n/tr.json';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  phoneChangeSchema,
  profileSchema,
  registerSchema,
  ruleFailures,
  type RegisterValues,
} from './form-rules';
import { REGISTER_RULES } from './page-requirement';
import { noPhoneInput, type PhoneInputLookup } from '../phone';

/** Registration by the form's built-in rules. */
function builtInRegistration(phoneInput: PhoneInputLookup = noPhoneInput) {
  return registerSchema(phoneInput, REGISTER_RULES.fields);
}

const validRegistration: RegisterValues = {
  name: 'Ayşe',
  surname: 'Yılmaz-Kaya',
  email: 'ayse@example.com',
  phone: '+90 (532) 123 45 67',
  gender: 'female',
  password: 'Gizli.Parola1',
  password_again: 'Gizli.Parola1',
  kvkk: true,
  commercial_message: false,
};

describe('member form rules (spec section 5)', () => {
  it('uses the spec Turkish texts for the required and email messages', () => {
    expect(tr.customer.validation.required).toBe('Bu alan boş bırakılamaz');
    expect(tr.customer.validation.email).toBe('Email formatına uygun değil');
  });

  it('accepts a complete registration', () => {
    expect(ruleFailures(builtInRegistration(), validRegistration)).toEqual({});
  });

  it('gives the required message for a trimmed empty value', () => {
    const failures = ruleFailures(builtInRegistration(), { ...validRegistration, name: '   ', surname: '' });
    expect(failures).toMatchObject({ name: 'required', surname: 'required' });
  });

  it('checks the email format, and an empty email only fails as required', () => {
    expect(ruleFailures(builtInRegistration(), { ...validRegistration, email: 'ayse@' }).email).toBe('email');
    expect(ruleFailures(builtInRegistration(), { ...validRegistration, email: '' }).email).toBe('required');
    expect(ruleFailures(forgotPasswordSchema, { email: 'not an email' }).email).toBe('email');
  });

  it('gives the required message to a phone with fewer digits than its pattern (12 without the widget)', () => {
    expect(ruleFailures(builtInRegistration(), { ...validRegistration, phone: '+90 (532) 123 45 6' }).phone).toBe('required');
    expect(ruleFailures(builtInRegistration(), { ...validRegistration, phone: '' }).phone).toBe('required');
    expect(ruleFailures(builtInRegistration(), { ...validRegistration, phone: '905321234567' }).phone).toBeUndefined();
  });

  it('reads the pattern length and the verdict the phone widget keeps on its input', () => {
    const input = (attributes: Record<string, string>) => () =>
      ({ getAttribute: (name: string) => attributes[name] ?? null }) as unknown as HTMLInputElement;
    const icelandic = { ...validRegistration, phone: '+354 611 1234' };
    expect(ruleFailures(builtInRegistration(), icelandic).phone).toBe('required');
    const short = input({ 'data-pattern-length': '10', 'data-phone-valid': '1' });
    expect(ruleFailures(builtInRegistration(short), icelandic).phone).toBeUndefined();
    const invalid = input({ 'data-pattern-length': '10', 'data-phone-valid': '0' });
    expect(ruleFailures(builtInRegistration(invalid), icelandic).phone).toBe('phone.invalid');
    const login = { type: 'phone', username: '+354 611 1234', password: 'x', rememberMe: false, securityCode: '' };
    expect(ruleFailures(loginSchema(false, short), login)).toEqual({});
    expect(ruleFailures(loginSchema(false, invalid), login).username).toBe('phone.invalid');
  });

  it('makes the KVKK consent mandatory and the commercial-message consent optional', () => {
    expect(ruleFailures(builtInRegistration(), { ...validRegistration, kvkk: false }).kvkk).toBe('mandatory');
    expect(ruleFailures(builtInRegistration(), { ...validRegistration, commercial_message: false })).toEqual({});
  });

  it('flags a repeated password that differs', () => {
    expect(ruleFailures(builtInRegistration(), { ...validRegistration, password_again: 'başka' }).password_again).toBe(
      'passwordMismatch',
    );
    expect(
      ruleFailures(changePasswordSchema, { password_old: 'a', password: 'b', password_again: 'c' }).password_again,
    ).toBe('passwordMismatch');
  });

  it('checks the login username by login type and asks for the security code only when due', () => {
    const base = { type: 'email', username: 'ayse@example.com', password: 'x', rememberMe: false, securityCode: '' };
    expect(ruleFailures(loginSchema(false), base)).toEqual({});
    expect(ruleFailures(loginSchema(false), { ...base, username: 'ayse' }).username).toBe('email');
    expect(ruleFailures(loginSchema(false), { ...base, type: 'phone', username: '532 123' }).username).toBe('required');
    expect(ruleFailures(loginSchema(false), { ...base, type: 'vendor', username: 'B-1001' })).toEqual({});
    expect(ruleFailures(loginSchema(true), base).securityCode).toBe('required');
  });

  it('checks the account profile: names and email required, a birth date not after today', () => {
    const today = new Date(2026, 10, 26);
    const profile = { name: 'Ayşe', surname: 'Yılmaz', email: 'ayse@example.com', gender: 'female', birth_date: '1990-05-01' };
    expect(ruleFailures(profileSchema(today), profile)).toEqual({});
    expect(ruleFailures(profileSchema(today), { ...profile, birth_date: '' })).toEqual({});
    expect(ruleFailures(profileSchema(today), { ...profile, name: ' ', email: 'ayse@' })).toEqual({ name: 'required', email: 'email' });
    expect(ruleFailures(profileSchema(today), { ...profile, birth_date: '2026-11-27' }).birth_date).toBe(
      'customer.profile.birthDateFuture',
    );
  });

  it('asks for the six-digit SMS code of a phone change only once it was sent', () => {
    const change = { phone: '+90 (532) 123 45 67', code: '' };
    expect(ruleFailures(phoneChangeSchema(false), change)).toEqual({});
    expect(ruleFailures(phoneChangeSchema(false), { ...change, phone: '+90 (532) 12' }).phone).toBe('required');
    expect(ruleFailures(phoneChangeSchema(true), change).code).toBe('required');
    expect(ruleFailures(phoneChangeSchema(true), { ...change, code: '12345' }).code).toBe('customer.phoneChange.codeFormat');
    expect(ruleFailures(phoneChangeSchema(true), { ...change, code: '123456' })).toEqual({});
  });
});
