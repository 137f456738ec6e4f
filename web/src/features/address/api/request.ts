// The address and region calls' requests, made the way the API client makes its own (language,
// bearer token, CSRF token), answering the status with the parsed body so refusals can be read.
import { buildUrl, readTokenRecord, type QueryValue } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';

export interface Answer {
  status: number;
  ok: boolean;
  /** Parsed JSON, or the text when the body is not JSON (the tax offices), or null when empty. */
  body: unknown;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  form?: Record<string, string | number>;
  signal?: AbortSignal | undefined;
}

export async function request(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<Answer> {
  const settings = getSettings();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': settings.LANGUAGE });
  const token = readTokenRecord()?.value;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (settings.CART_CSRF_TOKEN) headers.set('X-CSRF-Token', settings.CART_CSRF_TOKEN);
  let body: URLSearchParams | null = null;
  if (options.form) {
    body = new URLSearchParams();
    for (const [key, value] of Object.entries(options.form)) body.append(key, String(value));
  }
  const response = await fetch(buildUrl(path, { query: options.query }), {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal ?? null,
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, ok: response.ok, body: parsed };
}
