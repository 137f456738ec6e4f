// The one way the app talks to the server: it adds the bearer token, the language (header and query
// string), the currency and the endpoint prefix where the spec asks for them (./endpoints), and
// turns the JSON error envelope into ApiError.
// Calls are typed from the server's OpenAPI document (api-schema.ts): `apiCall` takes a documented
// path and method, its path and query parameters and form, and answers the documented body.
import type { paths } from './api-schema';
import { endpointPrefix, needsCurrency } from './endpoints';
import { getSettings, setCsrfToken } from './settings';
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

export type QueryValue = string | number | boolean | null | undefined;

export interface UrlOptions {
  query?: Record<string, QueryValue>;
  /** Forces the currency parameter on or off; by default it follows the endpoint keys. */
  withCurrency?: boolean;
}

/** For error responses without a message of their own (spec section 8, generic error). */
export const GENERIC_ERROR_MESSAGE = 'Bir hata oluştu';

export function buildUrl(path: string, options: UrlOptions = {}): string {
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
  const pageSearch = typeof window === 'undefined' ? '' : window.location.search;
  url.pathname = endpointPrefix(url.pathname, { settings, pageSearch }) + url.pathname;
  return url.origin === base ? `${url.pathname}${url.search}` : url.toString();
}

function buildHeaders(body: unknown): Headers {
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

/** The ApiError of a refused answer: the envelope's code and message (every refusal shape has it). */
export function errorFrom(body: unknown, status: number): ApiError {
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

// ---- Calls typed from the OpenAPI document ----

/** The methods the document's calls use; PUT only where a call replaces a saved thing (a child
 * profile), DELETE only where one takes something away (a cart's code, a child profile). */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** The documented paths that answer `M`. */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends undefined ? never : P;
}[keyof paths];

type Operation<P extends ApiPath<M>, M extends Method> = NonNullable<paths[P][M]>;

type Parameters<P extends ApiPath<M>, M extends Method> = Operation<P, M> extends { parameters: infer T } ? T : never;

/** The path parameters of a call, e.g. `{ sessIndex: number }`. */
export type PathParams<P extends ApiPath<M>, M extends Method> = Parameters<P, M> extends { path: infer T } ? T : never;

/** The query parameters of a call; the language and currency are added by the client. */
export type QueryParams<P extends ApiPath<M>, M extends Method> = Parameters<P, M> extends { query?: infer T } ? T : never;

/** The form a call takes (`application/x-www-form-urlencoded`). */
export type FormOf<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/x-www-form-urlencoded': infer F } } } ? F : never;

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The multipart form a call takes (`multipart/form-data`: files beside its fields). */
export type MultipartOf<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'multipart/form-data': infer F } } } ? F : never;

/** The JSON body a call takes, for the few the document gives one. */
export type JsonOf<P extends ApiPath<M>, M extends Method> =
  Operation<P, M> extends { requestBody?: infer R } ? JsonBody<R> : never;

type Responses<P extends ApiPath<M>, M extends Method> = Operation<P, M>['responses'];

/** The body of a call's success answer (200). */
export type AnswerOf<P extends ApiPath<M>, M extends Method> = JsonBody<Responses<P, M>[200 & keyof Responses<P, M>]>;

/** The bodies of every documented answer of a call, success or refusal. */
export type AnyAnswerOf<P extends ApiPath<M>, M extends Method> = JsonBody<Responses<P, M>[keyof Responses<P, M>]>;

type FieldValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Fields as a form body: arrays repeat their field, null and undefined are left out. */
export function formBody<F extends { [K in keyof F]?: FieldValue }>(fields: F): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries<FieldValue>(fields)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object') {
      for (const item of value) form.append(key, String(item));
    } else {
      form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
  }
  return form;
}

/** The address of a documented path with its parameters filled in. */
export function fillPath(template: string, params: Record<string, string | number> | undefined): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
}

type NoneWhenNever<K extends string, T> = [T] extends [never] ? { [key in K]?: never } : { [key in K]: T };

/** What a call needs besides its path: the parameters and the form or JSON body the document lists for it. */
export type CallOptions<P extends ApiPath<M>, M extends Method> = NoneWhenNever<'params', PathParams<P, M>> & {
  query?: QueryParams<P, M>;
  form?: FormOf<P, M>;
  json?: JsonOf<P, M>;
  /** A multipart body (files beside fields), for the calls documented with one; the CSRF token
   * rides in the header, which is the only place the server looks for it on such a body. */
  multipart?: [MultipartOf<P, M>] extends [never] ? never : FormData;
  signal?: AbortSignal;
};

/** The address and the request a documented call is sent with. */
export function callRequest<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: CallOptions<P, M>,
): { url: string; init: RequestInit } {
  const { params, query, form, json, multipart, signal } = options as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    form?: Record<string, FieldValue>;
    json?: unknown;
    multipart?: FormData;
    signal?: AbortSignal;
  };
  const body = form !== undefined ? formBody(form) : (multipart ?? (json !== undefined ? JSON.stringify(json) : undefined));
  return {
    url: buildUrl(fillPath(path, params), { query }),
    init: {
      method: method.toUpperCase(),
      headers: buildHeaders(body),
      body: body ?? null,
      credentials: 'same-origin',
      signal: signal ?? null,
    },
  };
}

/**
 * Queues a documented form call with the browser so that it outlives the page; the answer is never
 * read, and a beacon sends no headers (the form carries what the server needs). False when the
 * browser refused it or has no beacons.
 */
export function beaconCall<P extends ApiPath<'post'>>(path: P, form: FormOf<P, 'post'>): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(buildUrl(path), formBody(form as Record<string, FieldValue>));
}

/** What a documented call answered, whatever its status. */
export interface ApiReply {
  status: number;
  ok: boolean;
  /** The JSON when the body parses, else its text; null when it is empty. */
  body: unknown;
}

/** A refusal: an error status, or an answer whose body says `status: 0` (as the service calls refuse). */
export function isRefusedReply(answer: ApiReply): boolean {
  return !answer.ok || (answer.body as { status?: unknown } | null)?.status === 0;
}

/**
 * A documented call whose refusals the caller reads itself (the fields to flag, a captcha flag):
 * its status and body, never an ApiError. Rejects only when no answer came (offline).
 */
export async function apiReply<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: CallOptions<P, M>,
): Promise<ApiReply> {
  const send = async (): Promise<ApiReply> => {
    const { url, init } = callRequest(method, path, options);
    const response = await fetch(url, init);
    return { status: response.status, ok: response.ok, body: await readBody(response) };
  };
  const sentToken = getSettings().CART_CSRF_TOKEN;
  const reply = await send();
  // The change is sent again once the session has begun.
  return wantsSession(reply, sentToken) && (await sessionBegun()) ? send() : reply;
}

const SESSION_PATH = '/api/storefront/session';
let beginning: Promise<boolean> | null = null;

/** Begins the session (or finds the one another tab began) and takes its CSRF token, once however
 * many calls ask at the same time; false when no token came. */
function sessionBegun(): Promise<boolean> {
  beginning ??= (async () => {
    const { url, init } = callRequest('post', SESSION_PATH, {});
    const response = await fetch(url, init).catch(() => null);
    const body = response?.ok ? ((await readBody(response)) as AnswerOf<typeof SESSION_PATH, 'post'>) : null;
    if (body?.csrfToken) setCsrfToken(body.csrfToken);
    return Boolean(body?.csrfToken);
  })().finally(() => {
    beginning = null;
  });
  return beginning;
}

/**
 * Whether a refusal is for want of the session's token: a page answered without a session (a first
 * visit) carries none, so that it is the same for every such visitor, and the first change it makes
 * is refused so (or the token of a session another tab began is missing).
 */
function wantsSession(reply: ApiReply, sentToken: string): boolean {
  if (reply.status !== 403) return false;
  const { code } = errorFrom(reply.body, reply.status);
  return code === 'no_session' || (code === 'csrf_failed' && sentToken === '');
}

/** A documented call: its success answer, or an ApiError for any other status. */
export async function apiCall<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: CallOptions<P, M>,
): Promise<AnswerOf<P, M>> {
  const reply = await apiReply(method, path, options);
  if (!reply.ok) throw errorFrom(reply.body, reply.status);
  return reply.body as AnswerOf<P, M>;
}

// ---- Calls to addresses named by data ----

/**
 * A path on this site: one leading slash, no scheme or host, no backslash, whitespace or control
 * character (the rule the server checks content links with).
 */
export function isSameSitePath(href: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  return href.startsWith('/') && !href.startsWith('//') && !/[\\\s\u0000-\u001f\u007f]/.test(href);
}

/**
 * A GET of a same-site address that data names rather than the OpenAPI document (a tab's
 * data-href, a popup's url, a shop file), with the language, currency, prefix and headers of any
 * other call. Its answer is JSON when it parses, else text; an error status is an ApiError.
 */
export async function getSameSite(href: string, signal?: AbortSignal): Promise<unknown> {
  if (!isSameSitePath(href)) throw new Error(`Not a path on this site: ${href}`);
  const response = await fetch(buildUrl(href), {
    method: 'GET',
    headers: buildHeaders(undefined),
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  const body = await readBody(response);
  if (!response.ok) throw errorFrom(body, response.status);
  return body;
}
