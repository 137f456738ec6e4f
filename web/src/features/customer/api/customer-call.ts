// Member calls answer refusals with a body the forms need (the field to flag, the captcha flag,
// password_change), so unlike apiRequest this returns the status and the body instead of throwing.
import { buildHeaders, buildUrl } from '../../../lib/api';
import type { CallResult, CustomerAnswer, ErrorItem } from '../types';

export type FormFields = Record<string, string | number | undefined>;

/** Fields as a form body; undefined fields are left out. */
export function formBody(fields: FormFields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(key, String(value));
  }
  return form;
}

function asAnswer(parsed: unknown): CustomerAnswer | null {
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed) : null;
}

export async function customerCall(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: URLSearchParams | Record<string, unknown> } = {},
): Promise<CallResult> {
  const { body } = options;
  const payload = body === undefined || body instanceof URLSearchParams ? body : JSON.stringify(body);
  const response = await fetch(buildUrl(path), {
    method: options.method ?? 'POST',
    headers: buildHeaders(body),
    body: payload ?? null,
    credentials: 'same-origin',
  });
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text) as unknown;
    } catch {
      parsed = null;
    }
  }
  return { status: response.status, body: asAnswer(parsed) };
}

export function firstItem(answer: CustomerAnswer | null): ErrorItem | null {
  const item = answer?.data?.[0];
  return item !== null && typeof item === 'object' ? (item) : null;
}

/** The message to show: the answer's message, its statusText, the first item's, else the generic one. */
export function messageOf(answer: CustomerAnswer | null, fallback = 'Bir hata oluştu'): string {
  const candidates = [answer?.message, answer?.statusText, firstItem(answer)?.statusText];
  if (answer?.error && typeof answer.error.message === 'string') candidates.push(answer.error.message);
  return candidates.find((text): text is string => typeof text === 'string' && text !== '') ?? fallback;
}

export function isSuccess(result: CallResult): boolean {
  return result.status >= 200 && result.status < 300 && result.body?.status !== 0;
}
