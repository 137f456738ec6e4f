// What an answer of the social sign-in means for the page (spec section 2, page 6 popups): the
// return from the provider, the popups' forms and the mailed links all answer one of these. A
// signed-in answer is the password login's (data[0].bearer, exp_at, redirect, cart_notices) with
// `popup` empty, or `social-phone` when the shop asks the member for a phone first; the other
// popups carry a ticket that the next call sends back; a mailed link is announced by a message.
import { loginOutcome } from '../login-outcome';
import { isSuccess, messageOf } from '../api/customer-call';
import type { CallResult } from '../types';

export type SocialOutcome =
  | {
      kind: 'signedIn';
      bearer: string;
      expAt: number;
      message: string;
      redirect: string;
      cartNotices: string[];
      /** The shop asks this member for a phone (verified by SMS) before going on. */
      phoneRequired: boolean;
    }
  /** A new member: the data-protection consent (and the optional commercial one) first. */
  | { kind: 'consent'; ticket: string; email: string; name: string }
  /** The provider's email is a member's: their password links the accounts, or a mailed link. */
  | { kind: 'link'; ticket: string; email: string }
  /** The provider shared no verified email: one is asked, and confirmed by a mailed link. */
  | { kind: 'email'; ticket: string }
  /** A link was mailed; the message says where. */
  | { kind: 'sent'; message: string }
  /** The generic social popup: the refusal's text (state forged or spent, provider error ...). */
  | { kind: 'refused'; message: string; field: string };

function text(body: unknown, name: string): string {
  if (body === null || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The answer's first `data` item, if it has one. */
function firstDataItem(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return undefined;
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) ? data[0] : undefined;
}

/** The first refusal item's `key` (the field a form flags), or empty. */
function refusedField(body: unknown): string {
  const first = firstDataItem(body);
  return first !== null && typeof first === 'object' && typeof (first as { key?: unknown }).key === 'string'
    ? (first as { key: string }).key
    : '';
}

/**
 * The outcome of a social sign-in call; `fallback` is the refusal text when the answer has none
 * (no body, a gateway's page).
 */
export function socialOutcome(result: CallResult, fallback: string): SocialOutcome {
  const { body } = result;
  const refused = (): SocialOutcome => ({ kind: 'refused', message: messageOf(body, fallback), field: refusedField(body) });
  if (body === null || !isSuccess(result)) return refused();
  const popup = text(body, 'popup');
  const login = loginOutcome(result);
  if (login.kind === 'success') {
    return {
      kind: 'signedIn',
      bearer: login.bearer,
      expAt: login.expAt,
      message: login.message,
      redirect: login.redirect,
      cartNotices: login.cartNotices,
      phoneRequired: popup === 'social-phone',
    };
  }
  const ticket = text(body, 'ticket');
  switch (popup) {
    case 'social-consent':
      return ticket ? { kind: 'consent', ticket, email: text(body, 'email'), name: text(body, 'name') } : refused();
    case 'social-link':
      return ticket ? { kind: 'link', ticket, email: text(body, 'email') } : refused();
    case 'social-email':
      return ticket ? { kind: 'email', ticket } : refused();
    case '':
      return { kind: 'sent', message: messageOf(body, '') };
    default:
      return refused();
  }
}

/**
 * How a provider's button starts the sign-in: a plain link to the server, which sends the browser
 * on; Apple's (spec section 7) asks the JSON call for the provider's address and goes there.
 */
export function startsByCall(type: string): boolean {
  return type === 'apple';
}

/** The provider address a JSON start answered (data[0]), if it is a web address. */
export function providerAddress(body: unknown): string | null {
  const first = firstDataItem(body);
  if (typeof first !== 'string') return null;
  try {
    const url = new URL(first);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
