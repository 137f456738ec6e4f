// POST /api/v1/authentication/reset-password with the one-time link's id and token.
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export interface ResetRequest {
  id: string;
  token: string;
  password: string;
  password_again: string;
}

export function resetPassword(request: ResetRequest): Promise<CallResult> {
  return customerCall('post', '/api/v1/authentication/reset-password', { form: { ...request } });
}
