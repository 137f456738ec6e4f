// POST /srv/service/customer/activateMembership/{id}/{token}: the link of the activation mail.
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export function activateMembership(id: string, token: string): Promise<CallResult> {
  return customerCall('post', '/srv/service/customer/activateMembership/{id}/{token}', {
    params: { id: Number(id), token },
  });
}
