// The social sign-in calls (spec sections 2 and 7): starting at a provider, the return with its
// code, the popups' answers (the consent of a new member, the password or a mailed link joining an
// existing member, an email when the provider shared none) and the mailed links. Each answers the
// member envelope; what an answer means is in ../social-outcome.ts.
import { apiReply, buildUrl, type QueryParams } from '../../../../lib/api';
import { callResultOf, customerCall } from '../../api/customer-call';
import type { CallResult } from '../../types';
import type { SocialActivationKind, SocialReturn } from '../social-return';

const SOCIAL_LOGIN_PATH = '/api/v1/authentication/social-login';

/**
 * The JSON sign-in call, both ways: with `type` it answers the provider's address (data[0], a
 * string, which the member answers' `data` never is: read with providerAddress), on the way back
 * a sign-in or a step, else a refusal.
 */
async function socialLoginCall(query: QueryParams<typeof SOCIAL_LOGIN_PATH, 'get'>): Promise<CallResult> {
  return callResultOf(await apiReply('get', SOCIAL_LOGIN_PATH, { query }));
}

/** The plain link that starts a sign-in: the server sends the browser on to the provider. */
export function socialLoginHref(type: string, redirect: string): string {
  return buildUrl('/authentication/social-login', { query: { type, redirect: redirect || undefined } });
}

/**
 * The provider's address for a new sign-in (data[0]), for the providers a link cannot start; with
 * the member's bearer the sign-in links the provider to the member instead.
 */
export function startSocialLogin(type: string, redirect: string): Promise<CallResult> {
  return socialLoginCall({ type, redirect: redirect || undefined });
}

/** The provider's answer handed to the server: signed in, a popup to show, or a refusal. */
export function finishSocialLogin(answer: SocialReturn): Promise<CallResult> {
  const query = 'code' in answer ? { code: answer.code, state: answer.state } : { error: answer.error, state: answer.state };
  return socialLoginCall(query);
}

/** A new member's consents (KVKK is mandatory, so always given here). */
export function registerSocial(ticket: string, commercialMessage: boolean): Promise<CallResult> {
  return customerCall('post', '/api/v1/authentication/social-login/register', {
    form: { ticket, kvkk: '1', commercial_message: commercialMessage ? '1' : '0' },
  });
}

/**
 * Joins the sign-in to the member of its email with the member's password (and the security code
 * once wrong passwords made it due).
 */
export function linkWithPassword(ticket: string, password: string, securityCode?: string): Promise<CallResult> {
  return customerCall('post', '/api/v1/authentication/social-login/link', {
    form: { ticket, password, security_code: securityCode },
  });
}

/** Joins the sign-in to the member of its email through a link mailed to that email. */
export function linkByEmail(ticket: string): Promise<CallResult> {
  return customerCall('post', '/api/v1/authentication/social-login/link', { form: { ticket, by: 'email' } });
}

/** The email of a sign-in whose provider shared none, confirmed by a link mailed to it. */
export function giveSocialEmail(ticket: string, email: string, commercialMessage: boolean): Promise<CallResult> {
  return customerCall('post', '/api/v1/authentication/social-login/email', {
    form: { ticket, email: email.trim(), kvkk: '1', commercial_message: commercialMessage ? '1' : '0' },
  });
}

/** A mailed link of the social sign-in (?activation=social|social-email&token=..&id=..). */
export function activateSocial(kind: SocialActivationKind, id: string, token: string): Promise<CallResult> {
  return customerCall('post', '/api/v1/authentication/social-login/activate', { form: { activation: kind, id, token } });
}
