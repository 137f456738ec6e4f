// A documented call (typed from the OpenAPI document, as apiCall) that answers the status with the
// parsed body instead of throwing, so a refusal's fields can be read, and a text answer (the tax
// offices) comes back as text.
import { callRequest, type ApiPath, type CallOptions, type Method } from '../../../lib/api';

export interface Answer {
  status: number;
  ok: boolean;
  /** Parsed JSON, or the text when the body is not JSON, or null when it is empty. */
  body: unknown;
}

export async function request<M extends Method, P extends ApiPath<M>>(
  method: M,
  path: P,
  options: CallOptions<P, M>,
): Promise<Answer> {
  const { url, init } = callRequest(method, path, options);
  const response = await fetch(url, init);
  const text = await response.text();
  let parsed: unknown = null;
  if (text !== '') {
    const json = response.headers.get('Content-Type')?.includes('json') ?? false;
    try {
      parsed = json ? (JSON.parse(text) as unknown) : text;
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, ok: response.ok, body: parsed };
}
