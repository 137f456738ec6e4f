// The state changes of a conversation answer the thread on success and a member refusal otherwise
// (the fields to flag, 404 unknown, 409 closed) or, offline, nothing: like customerCall, the caller gets either one
// instead of an exception. The CSRF token and the bearer go with the request as with every call.
import { apiReply, type AnswerOf, type ApiReply, type CallOptions } from '../../../../lib/api';
import type { CustomerAnswer } from '../../types';

type ThreadPath = '/srv/service/customer/send-new-message' | '/srv/service/customer/close-message';

export type Thread = AnswerOf<'/api/v1/customer/messages', 'get'>;
export type Summary = Thread['message'];
export type Post = Thread['posts'][number];

export type ThreadResult = { ok: true; thread: Thread } | { ok: false; status: number; refusal: CustomerAnswer | null };

export async function threadCall<P extends ThreadPath>(path: P, options: CallOptions<P, 'post'>): Promise<ThreadResult> {
  // A lost connection is a failure with no answer (status 0), shown like any other refusal.
  const reply: ApiReply | null = await apiReply('post', path, options).catch(() => null);
  if (reply === null) return { ok: false, status: 0, refusal: null };
  const { body } = reply;
  if (reply.ok && body !== null && typeof body === 'object') return { ok: true, thread: body as Thread };
  const refusal = body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as CustomerAnswer) : null;
  return { ok: false, status: reply.status, refusal };
}
