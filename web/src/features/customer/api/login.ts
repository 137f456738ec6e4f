// POST /api/v1/authentication/login with the payload of spec section 3; a phone is reduced to digits.
import { formBody, type FormOf } from '../../../lib/api';
import { customerCall } from './customer-call';
import type { CallResult, LoginType } from '../types';
import { phoneToSend } from '../../phone';

export const LOGIN_PATH = '/api/v1/authentication/login';

export interface LoginRequest {
  username: string;
  type: LoginType;
  password: string;
  rememberMe: boolean;
  redirect?: string;
  /** Sent only once the server asks for the captcha. */
  securityCode?: string;
}

export function loginFields(request: LoginRequest): FormOf<typeof LOGIN_PATH, 'post'> {
  const username = request.type === 'phone' ? phoneToSend(request.username) : request.username.trim();
  return {
    username,
    type: request.type,
    vendor: request.type === 'vendor' ? username : undefined,
    password: request.password,
    rememberMe: request.rememberMe ? '1' : '0',
    redirect: request.redirect ?? '',
    security_code: request.securityCode,
  };
}

export function loginForm(request: LoginRequest): URLSearchParams {
  return formBody(loginFields(request));
}

export function login(request: LoginRequest): Promise<CallResult> {
  return customerCall('post', LOGIN_PATH, { form: loginFields(request) });
}
