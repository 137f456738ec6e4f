import { describe, expect, it } from 'vitest';
import { ruleFailures, socialConsentSchema, socialEmailSchema, socialLinkSchema } from '../form-rules';
import type { CallResult } from '../types';
import { callOnce, LEAVE_AFTER_SIGN_IN_MS, stepAfter } from './social-flow';
import { returnInLanguage } from './social-language';
import { providerAddress, socialOutcome, startsByCall } from './social-outcome';
import { socialReturnOf, socialSignInKey, socialSignInOf } from './social-return';

const FALLBACK = 'Sosyal hesapla giriş yapılamadı';
const member = { ID: 7, GROUP: 1, COUNTRY: 'TR', E_COUNTRY: 'TR', KVKK: 1, PASSWORD_STRENGTH: 10 };

/** An answer as the server sends it. */
function answer(status: number, body: CallResult['body']): CallResult {
  return { status, body };
}

const signedIn = (popup: string, extra: object = {}) =>
  answer(200, {
    status: 1,
    message: 'Giriş yapıldı',
    statusText: 'Giriş yapıldı',
    data: [{ bearer: 'token', exp_at: 1_900_000_000, member }],
    redirect: '/sepet',
    popup,
    ...extra,
  });

describe('social sign-in answers', () => {
  it('reads a sign-in like the password login, without the phone popup', () => {
    expect(socialOutcome(signedIn(''), FALLBACK)).toEqual({
      kind: 'signedIn',
      bearer: 'token',
      expAt: 1_900_000_000,
      message: 'Giriş yapıldı',
      redirect: '/sepet',
      cartNotices: [],
      phoneRequired: false,
    });
  });

  it('asks for a phone when the sign-in says social-phone', () => {
    expect(socialOutcome(signedIn('social-phone'), FALLBACK)).toMatchObject({ kind: 'signedIn', phoneRequired: true });
  });

  it('keeps the cart notices of the joined carts', () => {
    const notice = 'Bu üründen stokta yalnızca 2 adet bulunmaktadır. Adet 2 olarak güncellendi.';
    expect(socialOutcome(signedIn('', { cart_notices: [notice] }), FALLBACK)).toMatchObject({ cartNotices: [notice] });
  });

  it('opens the consent popup of a new member with the ticket, email and name', () => {
    const outcome = socialOutcome(
      answer(200, { status: 1, popup: 'social-consent', ticket: 't1', email: 'deniz@example.com', name: 'Deniz Aydın', message: '' }),
      FALLBACK,
    );
    expect(outcome).toEqual({ kind: 'consent', ticket: 't1', email: 'deniz@example.com', name: 'Deniz Aydın' });
  });

  it('opens the link popup for an email that is a member’s', () => {
    const outcome = socialOutcome(answer(200, { status: 1, popup: 'social-link', ticket: 't2', email: 'd***@example.com' }), FALLBACK);
    expect(outcome).toEqual({ kind: 'link', ticket: 't2', email: 'd***@example.com' });
  });

  it('opens the email popup when the provider shared no email', () => {
    expect(socialOutcome(answer(200, { status: 1, popup: 'social-email', ticket: 't3', email: '' }), FALLBACK)).toEqual({
      kind: 'email',
      ticket: 't3',
    });
  });

  it('takes a popup without its ticket for a refusal', () => {
    expect(socialOutcome(answer(200, { status: 1, popup: 'social-consent', email: 'a@b.co' }), FALLBACK)).toMatchObject({
      kind: 'refused',
      message: FALLBACK,
    });
  });

  it('reads a mailed link’s answer as sent, with its message', () => {
    const outcome = socialOutcome(answer(200, { status: 1, message: 'Bağlantı gönderildi', statusText: 'Bağlantı gönderildi', data: [] }), FALLBACK);
    expect(outcome).toEqual({ kind: 'sent', message: 'Bağlantı gönderildi' });
  });

  it('shows a refusal’s own text in the generic popup, with the field it names', () => {
    const refusal = {
      status: 0,
      errorCode: 400,
      message: 'Giriş isteğinin süresi dolmuş veya geçersiz',
      statusText: 'Giriş isteğinin süresi dolmuş veya geçersiz',
      data: [{ code: 'social_state', key: 'state', statusText: 'Giriş isteğinin süresi dolmuş veya geçersiz' }],
    };
    expect(socialOutcome(answer(400, refusal), FALLBACK)).toEqual({
      kind: 'refused',
      message: 'Giriş isteğinin süresi dolmuş veya geçersiz',
      field: 'state',
    });
  });

  it('falls back to its own text when a refusal has no body', () => {
    expect(socialOutcome(answer(502, null), FALLBACK)).toEqual({ kind: 'refused', message: FALLBACK, field: '' });
  });

  it('takes a status 0 body for a refusal even on a 200', () => {
    expect(socialOutcome(answer(200, { status: 0, message: 'Olmadı' }), FALLBACK)).toMatchObject({ kind: 'refused', message: 'Olmadı' });
  });
});

describe('the return from a provider', () => {
  it('reads a code and its state', () => {
    expect(socialReturnOf(new URLSearchParams('code=abc&state=xyz'))).toEqual({ code: 'abc', state: 'xyz' });
  });

  it('reads an error (a cancel) and its state', () => {
    expect(socialReturnOf(new URLSearchParams('error=access_denied&state=xyz'))).toEqual({ error: 'access_denied', state: 'xyz' });
  });

  it('needs a state, and a code or an error', () => {
    expect(socialReturnOf(new URLSearchParams('code=abc'))).toBeNull();
    expect(socialReturnOf(new URLSearchParams('state=xyz'))).toBeNull();
    expect(socialReturnOf(new URLSearchParams(''))).toBeNull();
  });

  it('is carried on at the return page, in any language', () => {
    const params = new URLSearchParams('code=abc&state=xyz');
    expect(socialSignInOf('/social-login', params)).toEqual({ kind: 'return', answer: { code: 'abc', state: 'xyz' } });
    expect(socialSignInOf('/ar/social-login', params)).toEqual({ kind: 'return', answer: { code: 'abc', state: 'xyz' } });
    expect(socialSignInOf('/uye-girisi-sayfasi', params)).toBeNull();
    expect(socialSignInOf('/social-login', new URLSearchParams(''))).toBeNull();
  });

  it('carries on the mailed links of both kinds, and no other activation', () => {
    const link = (kind: string) => new URLSearchParams(`activation=${kind}&token=t0k&id=12`);
    expect(socialSignInOf('/uye-girisi-sayfasi', link('social'))).toEqual({ kind: 'link', activation: 'social', id: '12', token: 't0k' });
    expect(socialSignInOf('/uye-girisi-sayfasi', link('social-email'))).toEqual({
      kind: 'link',
      activation: 'social-email',
      id: '12',
      token: 't0k',
    });
    expect(socialSignInOf('/uye-girisi-sayfasi', link('membership'))).toBeNull();
    expect(socialSignInOf('/uye-girisi-sayfasi', new URLSearchParams('activation=social&id=12'))).toBeNull();
  });

  it('names each call by its state or its link', () => {
    expect(socialSignInKey({ kind: 'return', answer: { state: 's', error: 'access_denied' } })).toBe('return/s');
    expect(socialSignInKey({ kind: 'link', activation: 'social-email', id: '3', token: 't' })).toBe('social-email/3/t');
  });
});

describe('starting a sign-in', () => {
  it('starts Apple by the JSON call and the others by a link', () => {
    expect(startsByCall('apple')).toBe(true);
    expect(startsByCall('google')).toBe(false);
    expect(startsByCall('oidc')).toBe(false);
  });

  it('goes only to a web address the call answered', () => {
    expect(providerAddress({ status: 1, data: ['https://appleid.apple.com/auth/authorize?x=1'] })).toBe(
      'https://appleid.apple.com/auth/authorize?x=1',
    );
    expect(providerAddress({ status: 1, data: ['javascript:alert(1)'] })).toBeNull();
    expect(providerAddress({ status: 1, data: ['/relative'] })).toBeNull();
    expect(providerAddress({ status: 1, data: [] })).toBeNull();
    expect(providerAddress(null)).toBeNull();
  });
});

describe('the steps of a sign-in', () => {
  const home = '/';

  it('leaves for the answer’s same-site page once signed in', () => {
    const outcome = socialOutcome(signedIn(''), FALLBACK);
    expect(stepAfter(outcome, home)).toEqual({ step: 'leaving', destination: '/sepet', delay: LEAVE_AFTER_SIGN_IN_MS });
  });

  it('goes home when the answer names no page, or one of another site', () => {
    expect(stepAfter(socialOutcome(signedIn('', { redirect: '' }), FALLBACK), home)).toMatchObject({ destination: '/' });
    expect(stepAfter(socialOutcome(signedIn('', { redirect: '//evil.example' }), FALLBACK), home)).toMatchObject({
      destination: '/',
    });
  });

  it('gives cart notices longer to be read', () => {
    const step = stepAfter(socialOutcome(signedIn('', { cart_notices: ['x'] }), FALLBACK), home);
    expect(step).toMatchObject({ step: 'leaving' });
    expect(step.step === 'leaving' && step.delay > LEAVE_AFTER_SIGN_IN_MS).toBe(true);
  });

  it('asks for the phone before leaving when the shop requires one', () => {
    expect(stepAfter(socialOutcome(signedIn('social-phone'), FALLBACK), home)).toEqual({ step: 'phone', destination: '/sepet' });
  });

  it('turns each popup answer into its popup, and a refusal into the generic one', () => {
    expect(stepAfter({ kind: 'consent', ticket: 't', email: 'e', name: 'n' }, home)).toEqual({
      step: 'consent',
      ticket: 't',
      email: 'e',
      name: 'n',
    });
    expect(stepAfter({ kind: 'link', ticket: 't', email: 'e' }, home)).toEqual({ step: 'link', ticket: 't', email: 'e' });
    expect(stepAfter({ kind: 'email', ticket: 't' }, home)).toEqual({ step: 'email', ticket: 't' });
    expect(stepAfter({ kind: 'sent', message: 'm' }, home)).toEqual({ step: 'sent', message: 'm' });
    expect(stepAfter({ kind: 'refused', message: 'm', field: '' }, home)).toEqual({ step: 'refused', message: 'm' });
  });

  it('calls a return or a link once however often the page mounts', async () => {
    let calls = 0;
    const start = () => {
      calls += 1;
      return Promise.resolve(answer(200, { status: 1 }));
    };
    const first = callOnce('return/once-test', start);
    const second = callOnce('return/once-test', start);
    expect(second).toBe(first);
    await first;
    expect(calls).toBe(1);
  });
});

describe('the social popups’ form rules', () => {
  it('needs the KVKK consent, never the commercial one', () => {
    expect(ruleFailures(socialConsentSchema, { kvkk: false, commercial_message: false })).toEqual({ kvkk: 'mandatory' });
    expect(ruleFailures(socialConsentSchema, { kvkk: true, commercial_message: false })).toEqual({});
  });

  it('needs the password to link, and the security code once it is due', () => {
    expect(ruleFailures(socialLinkSchema(false), { password: '  ', securityCode: '' })).toEqual({ password: 'required' });
    expect(ruleFailures(socialLinkSchema(false), { password: 'Gizli.1', securityCode: '' })).toEqual({});
    expect(ruleFailures(socialLinkSchema(true), { password: 'Gizli.1', securityCode: ' ' })).toEqual({ securityCode: 'required' });
    expect(ruleFailures(socialLinkSchema(true), { password: 'Gizli.1', securityCode: 'AB12' })).toEqual({});
  });

  it('needs an email in the email format and the KVKK consent', () => {
    expect(ruleFailures(socialEmailSchema, { email: '', kvkk: false, commercial_message: true })).toEqual({
      email: 'required',
      kvkk: 'mandatory',
    });
    expect(ruleFailures(socialEmailSchema, { email: 'deniz@', kvkk: true, commercial_message: false })).toEqual({ email: 'email' });
    expect(ruleFailures(socialEmailSchema, { email: 'deniz@example.com', kvkk: true, commercial_message: false })).toEqual({});
  });
});

describe('the return page’s language', () => {
  it('moves to the language the sign-in began in, with the provider’s answer', () => {
    expect(returnInLanguage('ar', 'tr', '?code=c&state=s')).toBe('/ar/social-login?code=c&state=s');
    expect(returnInLanguage('en', 'tr', '?error=access_denied&state=s')).toBe('/en/social-login?error=access_denied&state=s');
    expect(returnInLanguage('tr', 'ar', '?code=c&state=s')).toBe('/social-login?code=c&state=s');
  });

  it('stays when the page is in that language, or none was kept', () => {
    expect(returnInLanguage('tr', 'tr', '?code=c&state=s')).toBeNull();
    expect(returnInLanguage('ar', 'ar', '?code=c&state=s')).toBeNull();
    expect(returnInLanguage(null, 'tr', '?code=c&state=s')).toBeNull();
  });
});
