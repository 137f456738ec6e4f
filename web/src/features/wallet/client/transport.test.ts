import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, jsonReply, standInFetch, textReply, walletRefusal } from './testing/provider-stand-in';
import { PARSE_ERROR_MESSAGE, postJson, retryDelayMs, type TransportOptions } from './transport';

const URL_ = 'https://provider.example/v2/register';

function options(fetch: typeof globalThis.fetch, overrides: Partial<TransportOptions> = {}) {
  const sleep = vi.fn(() => Promise.resolve());
  return { sleep, options: { fetch, timeoutMs: 1000, retries: 2, sleep, ...overrides } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('postJson', () => {
  it('posts the body as JSON without the shop cookies and answers the envelope', async () => {
    const stand = standInFetch(jsonReply(envelope({ ResponseCode: '5001' })));
    const answer = await postJson(URL_, { a: 1 }, options(stand.fetch).options);
    expect(answer).toEqual(envelope({ ResponseCode: '5001' }));
    expect(stand.requests).toHaveLength(1);
    const [request] = stand.requests;
    expect(request?.url).toBe(URL_);
    expect(request?.init.method).toBe('POST');
    expect(request?.init.credentials).toBe('omit');
    expect(new Headers(request?.init.headers).get('Content-Type')).toBe('application/json');
    expect(request?.body).toEqual({ a: 1 });
  });

  it('retries a 5xx answer after 300 ms, then 600 ms', async () => {
    const stand = standInFetch(textReply('boom', 500), textReply('busy', 503), jsonReply(envelope()));
    const { sleep, options: transport } = options(stand.fetch);
    await expect(postJson(URL_, {}, transport)).resolves.toEqual(envelope());
    expect(stand.fetch).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[300], [600]]);
    expect(retryDelayMs(2)).toBe(1200);
  });

  it('retries a network error', async () => {
    const stand = standInFetch(new TypeError('Failed to fetch'), jsonReply(envelope()));
    const { sleep, options: transport } = options(stand.fetch);
    await expect(postJson(URL_, {}, transport)).resolves.toEqual(envelope());
    expect(stand.fetch).toHaveBeenCalledTimes(2);
    expect(sleep.mock.calls).toEqual([[300]]);
  });

  it('gives up after the configured retries', async () => {
    const stand = standInFetch(textReply('boom', 500));
    const error = await walletRefusal(postJson(URL_, {}, options(stand.fetch).options));
    expect(stand.fetch).toHaveBeenCalledTimes(3);
    expect(error.code).toBe('EHTTP');
    expect(error.status).toBe(500);

    const offline = standInFetch(new TypeError('Failed to fetch'));
    const networkError = await walletRefusal(postJson(URL_, {}, options(offline.fetch, { retries: 0 }).options));
    expect(offline.fetch).toHaveBeenCalledTimes(1);
    expect(networkError.code).toBe('ENETWORK');
  });

  it('never retries a 4xx answer; its envelope is the answer', async () => {
    const refusal = envelope({ ResponseCode: '9999', ResponseDesc: 'Geçersiz istek' });
    const stand = standInFetch(jsonReply(refusal, 400), jsonReply(envelope()));
    const { sleep, options: transport } = options(stand.fetch);
    await expect(postJson(URL_, {}, transport)).resolves.toEqual(refusal);
    expect(stand.fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('fails a 4xx answer without the envelope with its status, once', async () => {
    const stand = standInFetch(textReply('Not Found', 404), jsonReply(envelope()));
    const error = await walletRefusal(postJson(URL_, {}, options(stand.fetch).options));
    expect(error.code).toBe('EHTTP');
    expect(error.status).toBe(404);
    expect(error.message).toBe('Request failed with status code 404');
    expect(error.shown).toBeUndefined();
    expect(stand.fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the shop's message of a refusal in its error envelope", async () => {
    const message = 'Çok fazla deneme yaptınız. Lütfen 12 saniye sonra tekrar deneyin.';
    const stand = standInFetch(jsonReply({ error: { code: 'too_many_requests', message } }, 429));
    const error = await walletRefusal(postJson(URL_, {}, options(stand.fetch).options));
    expect(error.code).toBe('EHTTP');
    expect(error.status).toBe(429);
    expect(error.shown).toBe(message);
    expect(stand.fetch).toHaveBeenCalledTimes(1);
  });

  it('fails an answer that is not JSON with the spec text', async () => {
    const stand = standInFetch(textReply('<html>oops</html>'));
    const error = await walletRefusal(postJson(URL_, {}, options(stand.fetch).options));
    expect(error.message).toBe(PARSE_ERROR_MESSAGE);
    expect(error.message).toBe('Parser is unable to parse the response');
    expect(error.code).toBe('EPARSE');
    expect(stand.fetch).toHaveBeenCalledTimes(1);
  });

  it('fails JSON that is not the envelope as unparseable, rather than as an empty success', async () => {
    for (const body of [{}, [], null, 'text', 12]) {
      const stand = standInFetch(jsonReply(body));
      const error = await walletRefusal(postJson(URL_, {}, options(stand.fetch).options));
      expect(error.code).toBe('EPARSE');
    }
  });

  it('times out each try with the spec message and code, and does not retry', async () => {
    vi.useFakeTimers();
    // A provider that never answers until the request is aborted.
    const hanging = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => {
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
    const { sleep, options: transport } = options(hanging, { timeoutMs: 2500 });
    const pending = walletRefusal(postJson(URL_, {}, transport));
    await vi.advanceTimersByTimeAsync(2499);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe('Timeout of 2500ms exceeded');
    expect(error.code).toBe('ECONNABORTED');
    expect(hanging).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('counts a body that stalls against the time limit', async () => {
    vi.useFakeTimers();
    const stalling = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          init?.signal?.addEventListener('abort', () => {
            controller.error(new DOMException('The operation was aborted.', 'AbortError'));
          });
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    });
    const pending = walletRefusal(postJson(URL_, {}, options(stalling, { timeoutMs: 100 }).options));
    await vi.advanceTimersByTimeAsync(100);
    expect((await pending).code).toBe('ECONNABORTED');
  });

  it('clears its timer after an answer', async () => {
    vi.useFakeTimers();
    const stand = standInFetch(jsonReply(envelope()));
    await postJson(URL_, {}, options(stand.fetch).options);
    expect(vi.getTimerCount()).toBe(0);
  });
});
