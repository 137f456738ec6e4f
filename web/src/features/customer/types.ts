// Shapes of the member calls (the members contract; spec sections 3 and 8).
import type { MemberInfo } from '../../lib/settings';

export type LoginType = 'email' | 'phone' | 'vendor';

export const LOGIN_TYPES: readonly LoginType[] = ['email', 'phone', 'vendor'];

export function isLoginType(value: unknown): value is LoginType {
  return typeof value === 'string' && (LOGIN_TYPES as readonly string[]).includes(value);
}

export type Gender = '' | 'male' | 'female';

/** One item of a refusal: `key` names the field to flag. */
export interface ErrorItem {
  key?: string;
  statusText?: string;
  password_change?: number;
  attempts_left?: number;
  captcha?: number;
}

/** The answer every member call gives (success or refusal). */
export interface CustomerAnswer {
  status?: number;
  errorCode?: number;
  message?: string;
  statusText?: string;
  redirect?: string;
  data?: unknown[];
  error?: { code?: unknown; message?: unknown };
}

export interface LoginSuccessItem {
  bearer: string;
  exp_at: number;
  member?: MemberInfo;
}

/** A call's HTTP status with its parsed JSON body (null when it had none or was not JSON). */
export interface CallResult {
  status: number;
  body: CustomerAnswer | null;
}
