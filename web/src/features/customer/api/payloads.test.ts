import { describe, expect, it } from 'vitest';
import { readPopupLogin } from './get-popup-login';
import { registerForm } from './register';

describe('member call payloads', () => {
  it('sends the registration with the phone as digits and the consents as 1/0', () => {
    const form = registerForm({
      name: ' Ayşe ',
      surname: 'Yılmaz',
      email: ' ayse@example.com ',
      phone: '+90 (532) 123 45 67',
      gender: '',
      password: 'p',
      password_again: 'p',
      kvkk: true,
      commercial_message: false,
    });
    expect(Object.fromEntries(form)).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '905321234567',
      gender: '',
      password: 'p',
      password_again: 'p',
      kvkk: '1',
      commercial_message: '0',
    });
  });

  it('reads the popup-login fragment, falling back to every login type and no captcha', () => {
    expect(readPopupLogin({ captcha: 1, types: ['phone', 'fax'] })).toEqual({ captcha: true, types: ['phone'] });
    expect(readPopupLogin(null)).toEqual({ captcha: false, types: ['email', 'phone', 'vendor'] });
  });
});
