// Member calls answer refusals with a body the forms need (the field to flag, the captcha flag,
// password_change), so unlike apiCall this returns the status and the body instead of throwing.
import { queryOptions } from '@tanstack/react-query';
import { apiReply, type AnyAnswerOf, type ApiPath, type ApiReply, type CallOptions, type Method } from '../../../lib/api';
import type { CallResult, CustomerAnswer, ErrorItem, MemberAnswer } from '../types';

/** The documented calls whose every answer is one of the member answers. */
type MemberPath<M extends Method> = {
  [P in ApiPath<M>]: AnyAnswerOf<P, M> extends MemberAnswer ? P : never;
}[ApiPath<M>];

function asAnswer(parsed: unknown): CustomerAnswer | null {
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : null;
}

export async function customerCall<M extends Method, P extends MemberPath<M>>(
  method: M,
  path: P,
  options: CallOptions<P, M>,
): Promise<CallResult> {
  return callResultOf(await apiReply(method, path, options));
}

/** A member call's status with its JSON body (null when it had none or was not a JSON object). */
export function callResultOf(reply: ApiReply): CallResult {
  return { status: reply.status, body: asAnswer(reply.body) };
}

export function firstItem(answer: CustomerAnswer | null): ErrorItem | null {
  const item = answer?.data?.[0];
  return item !== undefined && 'key' in item ? item : null;
}

/** The message to show: the answer's message, its statusText, the first item's, else the generic one. */
export function messageOf(answer: CustomerAnswer | null, fallback = 'Bir hata oluştu'): string {
  const candidates = [answer?.message, answer?.statusText, firstItem(answer)?.statusText, answer?.error?.message];
  return candidates.find((text): text is string => typeof text === 'string' && text !== '') ?? fallback;
}

export function isSuccess(result: CallResult): boolean {
  return result.status >= 200 && result.status < 300 && result.body?.status !== 0;
}

/** A query of the member's own data for an account section, asked for afresh each time it shows. */
export function memberDataQuery<T>(name: string, fetch: (signal: AbortSignal) => Promise<T>) {
  return queryOptions({ queryKey: ['customer', name], queryFn: ({ signal }) => fetch(signal), staleTime: 0 });
}
