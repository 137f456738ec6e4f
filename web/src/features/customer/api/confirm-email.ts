// POST /api/v1/customer/confirm-email: the link mailed to a member's new address
// (/hesabim?activation=email&token=..&id=..); the address changes when it is followed, once.
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export function confirmEmail(id: string, token: string): Promise<CallResult> {
  return customerCall('post', '/api/v1/customer/confirm-email', { form: { id, token } });
}
