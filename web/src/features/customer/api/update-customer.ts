// POST /api/v1/customer/update; kvkk=1 records that the member accepted the data-protection notice.
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export function acceptKvkk(): Promise<CallResult> {
  return customerCall('post', '/api/v1/customer/update', { form: { kvkk: '1' } });
}
