// The two password changes: the forced one before login (POST /api/v1/authentication/change-password,
// with the login's username and type) and a member's own (POST /api/v1/customer/update/password).
// A refusal's data[0].key names the field to flag.
import { digitsOnly } from '../../../components/form/masks';
import type { components } from '../../../lib/api-schema';
import type { CallResult, LoginType } from '../types';
import { customerCall } from './customer-call';

export type PasswordFields = components['schemas']['PasswordForm'];

export interface ForcedChange extends PasswordFields {
  username: string;
  type: LoginType;
  redirect: string;
}

export function changePasswordForced(request: ForcedChange): Promise<CallResult> {
  const username = request.type === 'phone' ? digitsOnly(request.username) : request.username;
  return customerCall('post', '/api/v1/authentication/change-password', { form: { ...request, username } });
}

export function updatePassword(fields: PasswordFields): Promise<CallResult> {
  return customerCall('post', '/api/v1/customer/update/password', { form: { ...fields } });
}
