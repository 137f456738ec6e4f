import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, beaconCall, buildUrl, callRequest, formBody, isRefusedReply } from './api';
import { writeRecord } from './storage';
import { mockFetch } from '../test/fetch-mock';

function respond(status: number, body: string): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}

describe('api client', () => {
  const fetchMock = mockFetch();

  beforeEach(() => {
    localStorage.clear();
  });

  it('adds the language to every call and the currency only where the spec asks', () => {
    expect(buildUrl('/srv/service/category/get/')).toBe('/srv/service/category/get/?language=tr');
    expect(buildUrl('/srv/service/filter/get/', { query: { pg: 2 } })).toBe(
      '/srv/service/filter/get/?pg=2&language=tr&currency=TRY',
    );
  });

  it('sends Accept-Language, and the bearer token when one is stored', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(respond(200, '{"ok":true}')));
    await apiCall('get', '/srv/service/category/get/', {});
    let headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Accept-Language')).toBe('tr');
    expect(headers.has('Authorization')).toBe(false);

    writeRecord('token', 'secret-bearer');
    await apiCall('get', '/srv/service/category/get/', {});
    headers = new Headers(fetchMock.mock.calls[1]?.[1]?.headers);
    expect(headers.get('Authorization')).toBe('Bearer secret-bearer');
  });

  it('turns the error envelope into an ApiError carrying its message', async () => {
    fetchMock.mockResolvedValue(respond(422, '{"error":{"code":"invalid","message":"Bu alan boş bırakılamaz"}}'));
    const failure = apiCall('post', '/srv/service/cart/add-to-cart', { form: { productId: 1, 'variantId[]': [''], 'quantity[]': [''] } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 422, code: 'invalid', message: 'Bu alan boş bırakılamaz' });
  });

  it('uses the generic message when an error has no envelope', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500 }));
    await expect(apiCall('get', '/srv/service/category/get/', {})).rejects.toMatchObject({ status: 500, message: 'Bir hata oluştu' });
  });

  it('reads plain JSON values such as the currency switch answer', async () => {
    fetchMock.mockResolvedValue(new Response('1', { status: 200 }));
    await expect(apiCall('get', '/srv/shopping/shopping/set-currency/{currency}', { params: { currency: 'USD' } })).resolves.toBe(1);
  });

  it('fills a documented path with its parameters and sends its form', async () => {
    const { url, init } = callRequest('post', '/srv/service/cart/update/{counts}', {
      params: { counts: '1-3' },
      form: { orderNotes: 'kapıya bırakın' },
    });
    expect(url).toBe('/srv/service/cart/update/1-3?language=tr');
    expect(init.method).toBe('POST');
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect((init.body as URLSearchParams).toString()).toBe('orderNotes=kap%C4%B1ya+b%C4%B1rak%C4%B1n');

    fetchMock.mockResolvedValue(respond(200, '[]'));
    await apiCall('get', '/srv/service/language/change/{language}/{linktype}/{tablepageid}', {
      params: { language: 'en', linktype: 'product', tablepageid: '12' },
      query: { path: '/x?a=1' },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/srv/service/language/change/en/product/12?path=%2Fx%3Fa%3D1&language=tr');
  });

  it('repeats a list field and leaves out empty ones in a form', () => {
    const form = formBody({ 'ids[]': ['1-0', '2-0'], fetch: undefined, cat_id: 1, note: null });
    expect(form.toString()).toBe('ids%5B%5D=1-0&ids%5B%5D=2-0&cat_id=1');
  });

  it('sends a documented JSON body as JSON, with the bearer', () => {
    writeRecord('token', 'abc', { expiresAt: Date.now() + 3_600_000 });
    const { init } = callRequest('post', '/api/v1/authentication/login', { json: { refresh: 1 } });
    expect(init.body).toBe('{"refresh":1}');
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends a documented DELETE without a body', () => {
    const { url, init } = callRequest('delete', '/srv/service/cart/coupon', {});
    expect(url).toBe('/srv/service/cart/coupon?language=tr');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeNull();
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('sends a documented multipart body as the browser builds it, with no content type of its own', () => {
    const body = new FormData();
    body.set('lines', '12:1');
    body.append('photos', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const { url, init } = callRequest('post', '/srv/service/order/return/{order_no}', { params: { order_no: '4821339017' }, multipart: body });
    expect(url).toBe('/srv/service/order/return/4821339017?language=tr');
    expect(init.body).toBe(body);
    // The browser writes the boundary into the header itself.
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('queues a form call by beacon, and reports a browser without beacons', () => {
    const sendBeacon = vi.fn<(url: string, body: BodyInit) => boolean>().mockReturnValue(true);
    vi.stubGlobal('navigator', { sendBeacon });
    expect(beaconCall('/srv/service/profile/add-to-fav-list', { 'ids[]': ['7-0'], cat_id: 1 })).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe('/srv/service/profile/add-to-fav-list?language=tr');
    expect(body).toBeInstanceOf(URLSearchParams);
    expect((body as URLSearchParams).toString()).toBe('ids%5B%5D=7-0&cat_id=1');
    vi.stubGlobal('navigator', {});
    expect(beaconCall('/srv/service/profile/add-to-fav-list', { 'ids[]': ['7-0'] })).toBe(false);
  });

  it('begins the session once when a first change is refused for want of it, and sends the change again', async () => {
    const refusedFor = (code: string) => respond(403, JSON.stringify({ error: { code, message: 'Oturum' } }));
    fetchMock
      .mockResolvedValueOnce(refusedFor('no_session'))
      .mockResolvedValueOnce(refusedFor('no_session'))
      .mockResolvedValueOnce(respond(200, '{"csrfToken":"tok-9"}'))
      .mockImplementation(() => Promise.resolve(respond(200, '{"cartProducts":[]}')));
    const form = { productId: 1, 'variantId[]': [''], 'quantity[]': [''] };
    await Promise.all([
      apiCall('post', '/srv/service/cart/add-to-cart', { form }),
      apiCall('post', '/srv/service/cart/add-to-cart', { form }),
    ]);
    const urls = fetchMock.mock.calls.map(([url]) => url as string);
    expect(urls.filter((url) => url.startsWith('/api/storefront/session'))).toHaveLength(1);
    const resent = fetchMock.mock.calls.slice(3).map(([, init]) => new Headers(init?.headers).get('X-CSRF-Token'));
    expect(resent).toEqual(['tok-9', 'tok-9']);

    // Another refusal, or one made with a token already, is the caller's.
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(refusedFor('csrf_failed')));
    await expect(apiCall('post', '/srv/service/cart/add-to-cart', { form })).rejects.toMatchObject({ code: 'csrf_failed' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('isRefusedReply', () => {
  it('refuses an error status, and a 200 whose body says status 0', () => {
    expect(isRefusedReply({ status: 422, ok: false, body: { status: 1 } })).toBe(true);
    expect(isRefusedReply({ status: 200, ok: true, body: { status: 0, statusText: 'Adres bulunamadı' } })).toBe(true);
  });

  it('takes a 200 with status 1, without a status, or with an empty body', () => {
    expect(isRefusedReply({ status: 200, ok: true, body: { status: 1 } })).toBe(false);
    expect(isRefusedReply({ status: 200, ok: true, body: { data: [] } })).toBe(false);
    expect(isRefusedReply({ status: 200, ok: true, body: null })).toBe(false);
  });
});
