import { describe, expect, it } from 'vitest';
import { loginForm } from './api/login';
import { captchaDue, loginOutcome, safeRedirect } from './login-outcome';
import type { ErrorItem } from './types';

const refusal = (item: Partial<ErrorItem>, status = 403) => ({
  status,
  body: {
    status: 0,
    errorCode: 401,
    message: 'Hatalı giriş',
    statusText: 'Hatalı giriş',
    data: [{ code: 'login_failed', key: '', statusText: 'Hatalı giriş', ...item }],
  },
});
const member = { ID: 1, GROUP: 1, COUNTRY: 'TR', E_COUNTRY: 'TR', KVKK: 1, PASSWORD_STRENGTH: 2 };

describe('login answers (spec section 8)', () => {
  it('reads the bearer and exp_at of a success', () => {
    const outcome = loginOutcome({
      status: 200,
      body: { status: 1, message: 'Hoş geldiniz', data: [{ bearer: 'b', exp_at: 1_700_000_000, member }], redirect: '/sepet' },
    });
    expect(outcome).toMatchObject({ kind: 'success', bearer: 'b', expAt: 1_700_000_000, redirect: '/sepet', cartNotices: [] });
  });

  it('carries the notices of cart lines the stock cut down at the merge', () => {
    const notice = 'Bu üründen stokta yalnızca 4 adet bulunmaktadır. Adet 4 olarak güncellendi.';
    const outcome = loginOutcome({
      status: 200,
      body: { status: 1, message: 'Hoş geldiniz', data: [{ bearer: 'b', exp_at: 1, member }], cart_notices: [notice] },
    });
    expect(outcome).toMatchObject({ kind: 'success', cartNotices: [notice] });
  });

  it('opens the forced change-password modal on password_change, even on a 403', () => {
    expect(loginOutcome(refusal({ key: 'password', password_change: 1 })).kind).toBe('passwordChange');
  });

  it('makes a 403, or error code 401, without password_change a refusal with the server message', () => {
    const outcome = loginOutcome(refusal({ key: 'password', password_change: 0, attempts_left: 2, captcha: 0 }));
    expect(outcome).toEqual({ kind: 'refused', message: 'Hatalı giriş', field: 'password', captcha: false, attemptsLeft: 2 });
    expect(loginOutcome(refusal({ password_change: 0 }, 400)).kind).toBe('refused');
  });

  it('passes other errors back and ignores an answer with no body', () => {
    expect(loginOutcome({ status: 422, body: { status: 0, message: 'Eksik', data: [{ key: 'username', code: 'required', statusText: '' }] } })).toEqual({
      kind: 'error',
      message: 'Eksik',
      field: 'username',
    });
    expect(loginOutcome({ status: 502, body: null }).kind).toBe('ignored');
  });

  it('asks for the security code when the attempts reach 0 or the server says so', () => {
    expect(captchaDue(false, 1)).toBe(false);
    expect(captchaDue(false, null)).toBe(false);
    expect(captchaDue(false, 0)).toBe(true);
    expect(captchaDue(true, 3)).toBe(true);
  });

  it('sends a phone username as digits, the security code only when given', () => {
    const phone = loginForm({ username: '+90 (532) 123-45-67', type: 'phone', password: 'p', rememberMe: true });
    expect(phone.get('username')).toBe('905321234567');
    expect(phone.get('rememberMe')).toBe('1');
    expect(phone.has('security_code')).toBe(false);
    const withCode = loginForm({ username: 'a@b.co', type: 'email', password: 'p', rememberMe: false, securityCode: '12345' });
    expect(withCode.get('security_code')).toBe('12345');
    expect(withCode.get('rememberMe')).toBe('0');
  });

  it('keeps only same-site redirects', () => {
    expect(safeRedirect('/hesabim')).toBe('/hesabim');
    expect(safeRedirect('//evil.example')).toBe('');
    expect(safeRedirect('https://evil.example')).toBe('');
  });
});
