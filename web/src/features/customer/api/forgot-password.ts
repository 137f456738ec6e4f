// POST /api/v1/authentication/forgot-password: always the same answer, a mail with a one-time link
// to /sifremi-unuttum?token=..&id=.. when the account exists. Asked too often for one address or
// from one client, it is refused with `captcha: 1` until the security code comes along.
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export function forgotPassword(email: string, securityCode?: string): Promise<CallResult> {
  return customerCall('post', '/api/v1/authentication/forgot-password', {
    form: { email: email.trim(), security_code: securityCode },
  });
}
