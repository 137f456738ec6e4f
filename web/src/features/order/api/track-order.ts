// Order tracking: the order number and the email or phone it was placed with give the status
// history; "missing" when the pair does not match an order (the server does not say which is
// wrong); "captcha" when the number was missed too often and the security code must come along
// (or was wrong). Any other refusal (429 included) is an ApiError with the server's message.
import { useMutation } from '@tanstack/react-query';
import { apiReply, errorFrom } from '../../../lib/api';
import type { TrackReply } from '../types';

export interface TrackRequest {
  orderNo: string;
  contact: string;
  /** The security code, once an answer asked for it. */
  securityCode?: string;
}

export type TrackOutcome = { kind: 'found'; reply: TrackReply } | { kind: 'missing' } | { kind: 'captcha'; message: string };

interface CaptchaAsked {
  data?: { captcha?: unknown }[];
}

function asksForCaptcha(body: unknown): boolean {
  return body !== null && typeof body === 'object' && (body as CaptchaAsked).data?.[0]?.captcha === 1;
}

export async function trackOrder({ orderNo, contact, securityCode }: TrackRequest): Promise<TrackOutcome> {
  const form = { order_no: orderNo, contact, ...(securityCode === undefined ? {} : { security_code: securityCode }) };
  const reply = await apiReply('post', '/srv/service/order/track', { form });
  if (reply.ok) return { kind: 'found', reply: reply.body as TrackReply };
  if (reply.status === 404) return { kind: 'missing' };
  const error = errorFrom(reply.body, reply.status);
  if (reply.status === 403 && asksForCaptcha(reply.body)) return { kind: 'captcha', message: error.message };
  throw error;
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder });
}
