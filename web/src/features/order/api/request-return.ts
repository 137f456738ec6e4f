// Asking to return pieces of a delivered order, by its owner (member or the session that placed
// it, or with its number and contact as tracking asks): the pieces per line, the reason, the sizes exchanges give, photos of a defect and, when the
// money goes back to a bank account, the IBAN. The call is multipart for the photos. A refusal
// comes back with the fields to flag and the server's message, never thrown; only a failed
// connection rejects.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiReply, errorFrom } from '../../../lib/api';
import { refusedFields, type FieldRefusal } from '../../../components/form/refused-fields';
import { exchangeField, linesField, type ReturnChoices } from '../return-rules';
import type { ReturnReason, ReturnReply } from '../types';

export interface ReturnRequest {
  orderNo: string;
  /** The order's email or phone, when the caller tracks it by number. */
  contact?: string;
  choices: ReturnChoices;
  reason: ReturnReason;
  reasonText: string;
  photos: readonly File[];
  /** Given when a refund goes to a bank account. */
  iban?: string;
  accountHolder?: string;
}

export type ReturnOutcome =
  | { kind: 'done'; reply: ReturnReply }
  | { kind: 'refused'; status: number; message: string; fields: FieldRefusal[] };

/** The multipart body of a return request. */
export function returnBody(request: ReturnRequest): FormData {
  const body = new FormData();
  body.set('lines', linesField(request.choices));
  body.set('reason', request.reason);
  const words = request.reasonText.trim();
  if (words !== '') body.set('reason_text', words);
  const exchange = exchangeField(request.choices);
  if (exchange !== '') body.set('exchange', exchange);
  for (const photo of request.photos) body.append('photos', photo, photo.name);
  if (request.contact !== undefined) body.set('contact', request.contact);
  if (request.iban !== undefined) body.set('iban', request.iban);
  if (request.accountHolder !== undefined) body.set('account_holder', request.accountHolder);
  return body;
}

export async function requestReturn(request: ReturnRequest): Promise<ReturnOutcome> {
  const reply = await apiReply('post', '/srv/service/order/return/{order_no}', {
    params: { order_no: request.orderNo },
    multipart: returnBody(request),
  });
  if (reply.ok) return { kind: 'done', reply: reply.body as ReturnReply };
  return {
    kind: 'refused',
    status: reply.status,
    message: errorFrom(reply.body, reply.status).message,
    fields: refusedFields(reply.body),
  };
}

/** The request, with the order, its return choices and the member's list read afresh once it is done. */
export function useRequestReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestReturn,
    onSuccess: async (outcome, request) => {
      // A refusal for a size that went meanwhile asks for the choices again too.
      await Promise.all([
        client.invalidateQueries({ queryKey: ['return-options', request.orderNo] }),
        ...(outcome.kind === 'done'
          ? [client.invalidateQueries({ queryKey: ['order', request.orderNo] }), client.invalidateQueries({ queryKey: ['member-orders'] })]
          : []),
      ]);
    },
  });
}
