// A guest's KVKK calls: asking for a copy or the erasure of what is kept for an e-mail address
// (a link is mailed to it), and confirming the erasure from that link.
import { apiReply } from '../../../../lib/api';
import { callResultOf } from '../../api/customer-call';
import type { CallResult } from '../../types';
import { deletionReply, type DeletionReply } from './my-data';

export type GuestRequestKind = 'export' | 'erase';

export async function requestGuestData(email: string, kind: GuestRequestKind): Promise<CallResult> {
  return callResultOf(await apiReply('post', '/api/v1/guest/data-request', { form: { email, kind } }));
}

export function confirmGuestErasure(id: string, token: string): Promise<DeletionReply> {
  return deletionReply(apiReply('post', '/api/v1/guest/data-request/erase', { form: { id, token } }));
}
