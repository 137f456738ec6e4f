// POST /api/v1/authentication/forgot-password: always the same answer, a mail with a one-time link
// to /sifremi-unuttum?token=..&id=.. when the account exists.
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export function forgotPassword(email: string): Promise<CallResult> {
  return customerCall('post', '/api/v1/authentication/forgot-password', { form: { email: email.trim() } });
}
