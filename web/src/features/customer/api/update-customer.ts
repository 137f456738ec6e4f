// POST /api/v1/customer/update; kvkk=1 records that the member accepted the data-protection notice.
import type { CallResult } from '../types';
import { customerCall, formBody } from './customer-call';

export function acceptKvkk(): Promise<CallResult> {
  return customerCall('/api/v1/customer/update', { body: formBody({ kvkk: 1 }) });
}
