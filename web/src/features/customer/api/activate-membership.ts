// POST /srv/service/customer/activateMembership/{id}/{token}: the link of the activation mail.
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export function activateMembership(id: string, token: string): Promise<CallResult> {
  return customerCall(
    `/srv/service/customer/activateMembership/${encodeURIComponent(id)}/${encodeURIComponent(token)}`,
    { body: new URLSearchParams() },
  );
}
