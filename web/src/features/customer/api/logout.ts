// GET /srv/service/customer/logout: the server revokes the token and clears its cookie.
import { customerCall } from './customer-call';
import type { CallResult } from '../types';

export const LOGOUT_PATH = '/srv/service/customer/logout';

export function logoutCall(): Promise<CallResult> {
  return customerCall('get', LOGOUT_PATH, {});
}
