// The one way the app talks to the server: it adds the bearer token, the language (header and query
// string), the currency where the spec asks for it, and turns the JSON error envelope into ApiError.
import { getSettings } from './settings';
import { readRecordEntry, type StoredRecord } from './storage';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Spec section 7: only these endpoints carry the currency in their query string. */
const CURRENCY_PATH_PREFIXES = [
  '/srv/service/filter/',
  '/srv/service/variant/',
  '/srv/service/product/loader',
  '/srv/service/content-v5/sub-folder/',
];

export function needsCurrency(path: string): boolean {
  return CURRENCY_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData and URLSearchParams as they are. */
  body?: unknown;
  signal?: AbortSignal;
  /** Forces the currency parameter on or off; by default it follows the endpoint list above. */
  withCurrency?: boolean;
}

/** For error responses without a message of their own (spec section 8, generic error). */
const GENERIC_ERROR_MESSAGE = 'Bir hata oluştu';

export function buildUrl(path: string, options: Pick<RequestOptions, 'query' | 'withCurrency'> = {}): string {
  const settings = getSettings();
  const base = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  url.searchParams.set('language', settings.LANGUAGE);
  if (options.withCurrency ?? needsCurrency(url.pathname)) {
    url.searchParams.set('currency', settings.CURRENCY);
  }
  return url.origin === base ? `${url.pathname}${url.search}` : url.toString();
}

export function buildHeaders(body: unknown): Headers {
  const settings = getSettings();
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': settings.LANGUAGE });
  const token = readTokenRecord()?.value;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (settings.CART_CSRF_TOKEN) headers.set('X-CSRF-Token', settings.CART_CSRF_TOKEN);
  if (body !== undefined && !(body instanceof FormData) && !(body instanceof URLSearchParams)) {
    headers.set('Content-Type', 'application/json');
  }
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(body: unknown, status: number): ApiError {
  if (body !== null && typeof body === 'object' && 'error' in body) {
    const envelope = body.error;
    if (envelope !== null && typeof envelope === 'object') {
      const { code, message } = envelope as { code?: unknown; message?: unknown };
      return new ApiError(
        typeof message === 'string' && message !== '' ? message : GENERIC_ERROR_MESSAGE,
        status,
        typeof code === 'string' ? code : `http_${status}`,
      );
    }
  }
  return new ApiError(GENERIC_ERROR_MESSAGE, status, `http_${status}`);
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Local storage key of the member's bearer token record (`{value: bearer, timeout: exp_at ms}`). */
export const TOKEN_STORAGE_KEY = 'token';

/** The one reader of the token record: the headers here and the refresh schedule both use it. */
export function readTokenRecord(): StoredRecord<string> | null {
  return readRecordEntry(TOKEN_STORAGE_KEY, isNonEmptyString);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body } = options;
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof URLSearchParams) payload = body;
  else if (body !== undefined) payload = JSON.stringify(body);

  const response = await fetch(buildUrl(path, options), {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: buildHeaders(body),
    body: payload ?? null,
    credentials: 'same-origin',
    signal: options.signal ?? null,
  });
  const parsed = await readBody(response);
  if (!response.ok) throw errorFrom(parsed, response.status);
  return parsed as T;
}
