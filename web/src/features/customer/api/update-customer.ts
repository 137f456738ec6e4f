// POST /api/v1/customer/update: kvkk=1 alone records that the member accepted the data-protection
// notice; the profile form (page 6) sends the names, gender, birth date and email. A new email is
// not taken at once: the server mails a link to it (/hesabim?activation=email&token=..&id=..) and
// the change happens when it is followed (confirm-email.ts).
import type { ProfileValues } from '../form-rules';
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export function acceptKvkk(): Promise<CallResult> {
  return customerCall('post', '/api/v1/customer/update', { form: { kvkk: '1' } });
}

export function updateProfile(values: ProfileValues): Promise<CallResult> {
  return customerCall('post', '/api/v1/customer/update', {
    form: {
      name: values.name.trim(),
      surname: values.surname.trim(),
      email: values.email.trim(),
      gender: values.gender,
      birth_date: values.birth_date,
    },
  });
}
