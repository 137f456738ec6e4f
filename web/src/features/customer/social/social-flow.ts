// Where a social sign-in stands on the page that handles its answers (the return page, a mailed
// link on the login page): waiting for the server, a popup to answer, or leaving once signed in.
import { LOGIN_ERROR_TOAST_MS, safeRedirect } from '../login-outcome';
import type { CallResult } from '../types';
import type { SocialOutcome } from './social-outcome';

/** As after the login form: time to read the welcome toast before the page changes. */
export const LEAVE_AFTER_SIGN_IN_MS = 1500;

export type SocialStep =
  | { step: 'pending' }
  | { step: 'consent'; ticket: string; email: string; name: string }
  | { step: 'link'; ticket: string; email: string }
  | { step: 'email'; ticket: string }
  /** Signed in, but the shop asks for a phone before going on to `destination`. */
  | { step: 'phone'; destination: string }
  | { step: 'sent'; message: string }
  | { step: 'refused'; message: string }
  /** Signed in: going to `destination` after `delay` ms. */
  | { step: 'leaving'; destination: string; delay: number };

/** The step an answer leads to; `home` is where a member goes when the answer names no page. */
export function stepAfter(outcome: SocialOutcome, home: string): SocialStep {
  switch (outcome.kind) {
    case 'signedIn': {
      const destination = safeRedirect(outcome.redirect) || home;
      if (outcome.phoneRequired) return { step: 'phone', destination };
      // A cart line the stock cut down as the carts joined is said, and given time to be read.
      return { step: 'leaving', destination, delay: outcome.cartNotices.length > 0 ? LOGIN_ERROR_TOAST_MS : LEAVE_AFTER_SIGN_IN_MS };
    }
    case 'consent':
      return { step: 'consent', ticket: outcome.ticket, email: outcome.email, name: outcome.name };
    case 'link':
      return { step: 'link', ticket: outcome.ticket, email: outcome.email };
    case 'email':
      return { step: 'email', ticket: outcome.ticket };
    case 'sent':
      return { step: 'sent', message: outcome.message };
    case 'refused':
      return { step: 'refused', message: outcome.message };
  }
}

// A provider's code and a mailed link are good once: one call each, even when the view mounts
// twice (development double effects, going back and forth).
const calls = new Map<string, Promise<CallResult>>();

export function callOnce(key: string, start: () => Promise<CallResult>): Promise<CallResult> {
  let call = calls.get(key);
  if (!call) {
    call = start();
    calls.set(key, call);
  }
  return call;
}
