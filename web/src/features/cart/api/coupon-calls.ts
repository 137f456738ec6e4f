// The discount code's calls: applying one (POST, JSON `{code}`) and taking it off (DELETE). Both
// answer with the whole cart; a refused code answers 422 with the cart unchanged, its message in
// the shopper's language and the error envelope, too many tries 429 with the envelope alone.
import { apiReply, errorFrom, GENERIC_ERROR_MESSAGE, type ApiReply } from '../../../lib/api';
import { isCartView, type CartView } from '../types';

const COUPON_PATH = '/srv/service/cart/coupon';

/** What a coupon call came to: the cart with the server's message, or the refusal to show. */
export type CouponOutcome =
  | { kind: 'done'; cart: CartView; message: string }
  | { kind: 'refused'; cart: CartView | null; code: string; message: string };

/** Reads a coupon call's answer, whatever its status. */
export function couponOutcome(reply: ApiReply): CouponOutcome {
  const { body, status } = reply;
  if (isCartView(body)) {
    if (reply.ok && body.status !== 0) return { kind: 'done', cart: body, message: body.statusText };
    const envelope = body.error;
    return {
      kind: 'refused',
      cart: body,
      code: envelope?.code ?? `http_${String(status)}`,
      message: envelope?.message || body.statusText || GENERIC_ERROR_MESSAGE,
    };
  }
  // No cart in the answer (too many tries, a refused CSRF token): the envelope's message.
  const error = errorFrom(body, status);
  return { kind: 'refused', cart: null, code: error.code, message: error.message };
}

/** The code as it goes to the server, or null when nothing was typed. */
export function typedCode(value: string): string | null {
  const code = value.trim();
  return code === '' ? null : code;
}

export async function applyCoupon(code: string): Promise<CouponOutcome> {
  return couponOutcome(await apiReply('post', COUPON_PATH, { json: { code } }));
}

export async function removeCoupon(): Promise<CouponOutcome> {
  return couponOutcome(await apiReply('delete', COUPON_PATH, {}));
}
