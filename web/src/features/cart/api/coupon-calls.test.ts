import { describe, expect, it } from 'vitest';
import type { CartView } from '../types';
import { applyCoupon, couponOutcome, removeCoupon, typedCode } from './coupon-calls';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';

function cart(fields: Partial<CartView>): CartView {
  return { status: 1, statusText: '', cartProducts: [], coupon: null, ...fields } as unknown as CartView;
}

describe('a coupon call answered', () => {
  it('with the cart and status 1 is done, with the server message', () => {
    const view = cart({ statusText: 'İndirim kodu uygulandı', coupon: { code: 'YAZ20', applied: true, reason: '', message: '' } });
    expect(couponOutcome({ status: 200, ok: true, body: view })).toEqual({ kind: 'done', cart: view, message: 'İndirim kodu uygulandı' });
  });

  it('with 422 and the cart is refused: the envelope names the rule, the cart comes back unchanged', () => {
    const view = cart({
      status: 0,
      statusText: 'Bu indirim kodunun süresi doldu',
      error: { code: 'coupon_expired', message: 'Bu indirim kodunun süresi doldu' },
    });
    expect(couponOutcome({ status: 422, ok: false, body: view })).toEqual({
      kind: 'refused',
      cart: view,
      code: 'coupon_expired',
      message: 'Bu indirim kodunun süresi doldu',
    });
  });

  it('with a cart of status 0 and no envelope is refused with its statusText', () => {
    const view = cart({ status: 0, statusText: 'رمز الخصم هذا غير صالح بعد' });
    expect(couponOutcome({ status: 422, ok: false, body: view })).toMatchObject({
      kind: 'refused',
      code: 'http_422',
      message: 'رمز الخصم هذا غير صالح بعد',
    });
  });

  it('with 429 says when to try again, from the envelope, and has no cart', () => {
    const body = {
      status: 0,
      statusText: 'Çok fazla deneme yaptınız; lütfen 42 saniye sonra tekrar deneyin',
      error: { code: 'too_many_requests', message: 'Çok fazla deneme yaptınız; lütfen 42 saniye sonra tekrar deneyin' },
      data: [],
    };
    expect(couponOutcome({ status: 429, ok: false, body })).toEqual({
      kind: 'refused',
      cart: null,
      code: 'too_many_requests',
      message: 'Çok fazla deneme yaptınız; lütfen 42 saniye sonra tekrar deneyin',
    });
  });

  it('with an empty body (a refused CSRF token) gets the generic message', () => {
    expect(couponOutcome({ status: 403, ok: false, body: null })).toEqual({
      kind: 'refused',
      cart: null,
      code: 'http_403',
      message: 'Bir hata oluştu',
    });
  });
});

describe('the typed code', () => {
  it('is sent trimmed, and nothing is sent for blanks', () => {
    expect(typedCode('  yaz20 ')).toBe('yaz20');
    expect(typedCode('KIŞ 20')).toBe('KIŞ 20');
    expect(typedCode('   ')).toBeNull();
  });
});

describe('the coupon calls', () => {
  const fetchMock = mockFetch();

  it('apply the code as JSON by POST and take it off by DELETE', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(200, cart({ statusText: 'ok' }))));
    await applyCoupon('YAZ20');
    await removeCoupon();
    const [applyUrl, apply] = fetchMock.mock.calls[0] ?? [];
    expect(applyUrl).toBe('/srv/service/cart/coupon?language=tr');
    expect(apply?.method).toBe('POST');
    expect(apply?.body).toBe('{"code":"YAZ20"}');
    expect(new Headers(apply?.headers).get('Content-Type')).toBe('application/json');
    const [removeUrl, remove] = fetchMock.mock.calls[1] ?? [];
    expect(removeUrl).toBe('/srv/service/cart/coupon?language=tr');
    expect(remove?.method).toBe('DELETE');
  });
});
