// Shapes of the member calls (the members contract; spec sections 3 and 8), from the server's
// OpenAPI document.
import type { Schemas } from '../../lib/schemas';
import { isOneOf } from '../../lib/one-of';

export type LoginType = Schemas['LoginType'];

export const LOGIN_TYPES: readonly LoginType[] = ['email', 'phone', 'vendor'];

export function isLoginType(value: unknown): value is LoginType {
  return isOneOf(LOGIN_TYPES, value);
}

export type Gender = '' | 'male' | 'female';

/** One item of a refusal: `key` names the field to flag. */
export type ErrorItem = Schemas['RefusalItem'];

/** The item of a login answer: the bearer token, its expiry (unix seconds) and the member. */
export type LoginSuccessItem = Schemas['BearerToken'];

/**
 * The answers a member call may give: success, a login's token, a refusal, the error envelope, a
 * social sign-in's step (a popup to answer), the answer of a mailed newsletter or stock-alert link.
 */
export type MemberAnswer =
  | Schemas['CustomerSuccess']
  | Schemas['SignedIn']
  | Schemas['SocialStep']
  | Schemas['CustomerRefusal']
  | Schemas['ErrorEnvelope']
  | Schemas['NewsletterResponse']
  | Schemas['Done'];

type AnyKey<U> = U extends unknown ? keyof U : never;
type FieldOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;

/** Every field any of the answers has, each optional: how the forms read an answer of any kind. */
export type CustomerAnswer = { [K in AnyKey<MemberAnswer>]?: FieldOf<MemberAnswer, K> };

/** A call's HTTP status with its parsed JSON body (null when it had none or was not JSON). */
export interface CallResult {
  status: number;
  body: CustomerAnswer | null;
}
