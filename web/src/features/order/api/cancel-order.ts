// Cancelling an order before it ships: the whole order or some pieces of its lines, by its owner
// (member or the session that placed it) or with its number and contact as tracking asks. A paid
// bank transfer names the IBAN its money goes back to. A refusal comes back with the fields to
// flag and the server's message, never thrown; only a failed connection rejects.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiReply, errorFrom } from '../../../lib/api';
import { refusedFields, type FieldRefusal } from '../../../components/form/refused-fields';
import type { CancelReply } from '../types';

export interface CancelRequest {
  orderNo: string;
  /** `lineId:quantity` pairs; absent for the whole order. */
  lines?: readonly (readonly [number, number])[];
  /** The order's email or phone, when the caller tracks it by number. */
  contact?: string;
  iban?: string;
  accountHolder?: string;
}

export type CancelOutcome = { kind: 'done'; reply: CancelReply } | { kind: 'refused'; message: string; fields: FieldRefusal[] };

export async function cancelOrder(request: CancelRequest): Promise<CancelOutcome> {
  const form = {
    lines: request.lines?.map(([id, count]) => `${String(id)}:${String(count)}`).join(',') ?? 'all',
    contact: request.contact,
    iban: request.iban,
    account_holder: request.accountHolder,
  };
  const reply = await apiReply('post', '/srv/service/order/cancel/{order_no}', { params: { order_no: request.orderNo }, form });
  if (reply.ok) return { kind: 'done', reply: reply.body as CancelReply };
  return { kind: 'refused', message: errorFrom(reply.body, reply.status).message, fields: refusedFields(reply.body) };
}

/** The cancellation, with the order and the member's list read afresh once it is done. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (outcome, request) => {
      if (outcome.kind !== 'done') return;
      await Promise.all([
        client.invalidateQueries({ queryKey: ['order', request.orderNo] }),
        client.invalidateQueries({ queryKey: ['member-orders'] }),
      ]);
    },
  });
}
