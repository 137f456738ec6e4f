// The member's KVKK calls (the "Verilerim" section of the account page): what the shop keeps
// (GET /api/v1/customer/my-data), its files, and the account's deletion with its cooling-off.
import { useQuery } from '@tanstack/react-query';
import { apiCall, apiReply, buildUrl, type AnswerOf, type ApiReply } from '../../../../lib/api';
import { callResultOf, isSuccess, memberDataQuery } from '../../api/customer-call';
import type { CustomerAnswer } from '../../types';

const PATH = '/api/v1/customer/my-data';

export type MyData = AnswerOf<typeof PATH, 'get'>;
export type Deletion = NonNullable<MyData['deletion']>;

export const myDataQueryOptions = () => memberDataQuery('my-data', (signal) => apiCall('get', PATH, { signal }));

export function useMyData() {
  return useQuery(myDataQueryOptions());
}

/** The address of the member's data as a file to save: `json` or a readable `html` page. */
export function downloadAddress(format: 'json' | 'html'): string {
  return buildUrl('/api/v1/customer/my-data/download', { query: { format } });
}

export type DeletionAnswer = AnswerOf<'/api/v1/customer/delete-account', 'post'>;

/** A deletion call's outcome: its answer when it succeeded, else the refusal to show. */
export interface DeletionReply {
  ok: boolean;
  answer: DeletionAnswer | null;
  refusal: CustomerAnswer | null;
}

function isDeletionAnswer(body: unknown): body is DeletionAnswer {
  if (body === null || typeof body !== 'object' || !('data' in body)) return false;
  const data = body.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data);
}

export async function deletionReply(call: Promise<ApiReply>): Promise<DeletionReply> {
  const reply = await call;
  const result = callResultOf(reply);
  const ok = isSuccess(result);
  return { ok, answer: ok && isDeletionAnswer(reply.body) ? reply.body : null, refusal: result.body };
}

export function requestDeletion(password: string): Promise<DeletionReply> {
  return deletionReply(apiReply('post', '/api/v1/customer/delete-account', { form: { password } }));
}

export function cancelDeletion(): Promise<DeletionReply> {
  return deletionReply(apiReply('post', '/api/v1/customer/delete-account/cancel', {}));
}

export function confirmDeletion(id: string, token: string): Promise<DeletionReply> {
  return deletionReply(apiReply('post', '/api/v1/customer/delete-account/confirm', { form: { id, token } }));
}
