import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { trackOrder } from './track-order';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';

const refusal = (status: number, code: string, message: string, item: Record<string, unknown> = {}) => ({
  status: 0,
  errorCode: status,
  message,
  statusText: message,
  error: { code, message },
  data: [{ key: '', code, statusText: message, ...item }],
});

describe('order tracking', () => {
  const fetchMock = mockFetch();

  it('tells a miss from the security code being asked for', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, refusal(404, 'order_not_found', 'Sipariş bulunamadı')));
    await expect(trackOrder({ orderNo: '5550001234', contact: 'a@example.com' })).resolves.toEqual({ kind: 'missing' });

    fetchMock.mockResolvedValueOnce(jsonResponse(403, refusal(401, 'captcha_required', 'Güvenlik kodunu yazın.', { captcha: 1 })));
    await expect(trackOrder({ orderNo: '5550001234', contact: 'a@example.com', securityCode: 'AB3CD' })).resolves.toEqual({
      kind: 'captcha',
      message: 'Güvenlik kodunu yazın.',
    });
    const sent = fetchMock.mock.calls[1]?.[1]?.body;
    expect(sent).toBeInstanceOf(URLSearchParams);
    expect((sent as URLSearchParams).toString()).toBe('order_no=5550001234&contact=a%40example.com&security_code=AB3CD');
  });

  it('gives a refusal for too many requests with the server’s message', async () => {
    const text = 'Çok fazla deneme yaptınız. Lütfen 6 saniye sonra tekrar deneyin.';
    fetchMock.mockResolvedValueOnce(jsonResponse(429, refusal(429, 'too_many_requests', text)));
    const failure = await trackOrder({ orderNo: '5550001234', contact: 'a@example.com' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 429, code: 'too_many_requests', message: text });
  });
});
