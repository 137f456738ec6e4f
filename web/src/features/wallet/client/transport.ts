// One JSON POST to the provider with the spec's failure rules: a time limit per try, retries with
// a growing pause on network errors and 5xx answers (never on 4xx: the request itself is wrong),
// and an answer that is not JSON refused with the spec's text.
import { WalletError } from './errors';

export interface TransportOptions {
  fetch: typeof fetch;
  /** Time limit of one try, in milliseconds. */
  timeoutMs: number;
  /** Further tries after a network error or a 5xx answer. */
  retries: number;
  sleep: (ms: number) => Promise<void>;
}

/** The pause before the first retry; it doubles for each further one. */
export const RETRY_BASE_DELAY_MS = 300;

export function retryDelayMs(retry: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** retry;
}

/** Spec section 8. */
export const PARSE_ERROR_MESSAGE = 'Parser is unable to parse the response';

export function timeoutMessage(ms: number): string {
  return `Timeout of ${ms}ms exceeded`;
}

type Attempt =
  | { kind: 'answer'; status: number; text: string }
  | { kind: 'network'; error: unknown };

async function attempt(url: string, body: string, options: TransportOptions): Promise<Attempt> {
  const controller = new AbortController();
  // Only this timer aborts the request, so an aborted signal means the time ran out.
  const timer = setTimeout(() => {
    controller.abort();
  }, options.timeoutMs);
  try {
    // The provider's own endpoint, not the shop's API: apiCall's headers and prefix do not apply.
    const response = await options.fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body,
      // The provider is a third party: the shop's cookies are none of its business.
      credentials: 'omit',
      signal: controller.signal,
    });
    // The body is read inside the time limit too: a provider that stalls mid-answer is a timeout.
    const text = await response.text();
    return { kind: 'answer', status: response.status, text };
  } catch (error) {
    if (controller.signal.aborted) throw new WalletError(timeoutMessage(options.timeoutMs), 'ECONNABORTED');
    return { kind: 'network', error };
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The provider's envelope carries `Data` (and usually `Result` and `Message`). */
function isEnvelope(value: unknown): value is Record<string, unknown> {
  return isObject(value) && 'Data' in value;
}

/** The message of the shop's error envelope (`{error: {message}}`), which the sandbox answers a
 * refusal of its own with (too many code tries). */
function shopMessage(value: unknown): string | undefined {
  if (!isObject(value) || !isObject(value.error)) return undefined;
  const { message } = value.error;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * POSTs `body` as JSON and answers the provider's envelope from a 2xx or 4xx answer. A timeout is not retried: the provider may have acted on the request,
 * and a payment must never be sent twice because an answer was slow.
 */
export async function postJson(url: string, body: unknown, options: TransportOptions): Promise<Record<string, unknown>> {
  const payload = JSON.stringify(body);
  for (let retry = 0; ; retry += 1) {
    const result = await attempt(url, payload, options);
    const canRetry = retry < options.retries;
    if (result.kind === 'network') {
      if (canRetry) {
        await options.sleep(retryDelayMs(retry));
        continue;
      }
      const reason = result.error instanceof Error ? `: ${result.error.message}` : '';
      throw new WalletError(`Network Error${reason}`, 'ENETWORK');
    }
    const { status, text } = result;
    if (status >= 500) {
      if (canRetry) {
        await options.sleep(retryDelayMs(retry));
        continue;
      }
      throw new WalletError(`Request failed with status code ${status}`, 'EHTTP', status);
    }
    const parsed = parseJson(text);
    if (status >= 400) {
      if (isEnvelope(parsed)) return parsed;
      throw new WalletError(`Request failed with status code ${status}`, 'EHTTP', status, shopMessage(parsed));
    }
    // A JSON answer without the envelope is as unreadable as garbage: reading it as an empty
    // (that is, successful) answer would be worse.
    if (!isEnvelope(parsed)) throw new WalletError(PARSE_ERROR_MESSAGE, 'EPARSE');
    return parsed;
  }
}
