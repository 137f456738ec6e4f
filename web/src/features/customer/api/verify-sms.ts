// POST /api/v1/services/verify-sms: a member's new phone. Without a code the server sends one by
// SMS to the number; with the six-digit code it saves the number. Refusals name the field (phone
// or code): a wrong or expired code, a code asked again within a minute (429), a taken number.
import { phoneToSend } from '../../phone';
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export function verifySms(phone: string, code?: string): Promise<CallResult> {
  return customerCall('post', '/api/v1/services/verify-sms', {
    form: { phone: phoneToSend(phone), code: code?.trim() },
  });
}
