// What a login answer means for the form (spec section 8): success stores the token; a refusal with
// password_change opens the forced change-password modal; a 403 (or error code 401) without it is a
// danger toast for 5 s; other errors go back to the caller; an answer with no body is ignored.
import { firstItem, messageOf } from './api/customer-call';
import type { CallResult, LoginSuccessItem } from './types';
import type { MemberInfo } from '../../lib/settings';

export const LOGIN_ERROR_TOAST_MS = 5000;

export type LoginOutcome =
  | {
      kind: 'success';
      bearer: string;
      expAt: number;
      message: string;
      redirect: string;
      member: MemberInfo | null;
      /** One notice per guest-cart line the stock cut down as it joined the member's cart. */
      cartNotices: string[];
    }
  | { kind: 'passwordChange'; message: string }
  | { kind: 'refused'; message: string; field: string; captcha: boolean; attemptsLeft: number | null }
  | { kind: 'error'; message: string; field: string }
  | { kind: 'ignored' };

function isSuccessItem(item: unknown): item is LoginSuccessItem {
  if (item === null || typeof item !== 'object') return false;
  const { bearer, exp_at: expAt } = item as Partial<LoginSuccessItem>;
  return typeof bearer === 'string' && bearer !== '' && typeof expAt === 'number' && Number.isFinite(expAt);
}

export function loginOutcome(result: CallResult): LoginOutcome {
  const { status, body } = result;
  if (body === null) return { kind: 'ignored' };
  const first = body.data?.[0];
  if (status >= 200 && status < 300 && isSuccessItem(first)) {
    return {
      kind: 'success',
      bearer: first.bearer,
      expAt: first.exp_at,
      message: messageOf(body, ''),
      redirect: typeof body.redirect === 'string' ? body.redirect : '',
      member: first.member,
      cartNotices: Array.isArray(body.cart_notices) ? body.cart_notices : [],
    };
  }
  const item = firstItem(body);
  const message = messageOf(body);
  if (item?.password_change === 1) return { kind: 'passwordChange', message };
  if (status === 403 || body.errorCode === 401) {
    return {
      kind: 'refused',
      message,
      field: item?.key ?? '',
      captcha: item?.captcha === 1,
      attemptsLeft: typeof item?.attempts_left === 'number' ? item.attempts_left : null,
    };
  }
  return { kind: 'error', message, field: item?.key ?? '' };
}

/**
 * Spec section 5: the security code is sent only once the countdown of attempts reaches 0; a
 * captcha flag from the server asks for it at once.
 */
export function captchaDue(captcha: boolean, attemptsLeft: number | null): boolean {
  return captcha || (attemptsLeft !== null && attemptsLeft <= 0);
}

/** A redirect the server or the URL gave, kept only when it stays on this site. */
export function safeRedirect(candidate: string | null | undefined): string {
  if (!candidate) return '';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '';
  return candidate;
}
