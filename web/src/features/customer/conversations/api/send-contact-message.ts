// POST /api/v1/public/send-message/department: the contact page's message from a guest, mailed to
// the department; it carries the answer of the session's security code image (GET /SecCode.php).
import { phoneToSend } from '../../../phone';
import type { CallResult } from '../../types';
import { customerCall } from '../../api/customer-call';
import type { ContactValues } from '../message-rules';

export function sendContactMessage(values: ContactValues, withPhone: boolean): Promise<CallResult> {
  return customerCall('post', '/api/v1/public/send-message/department', {
    form: {
      name: values.name.trim(),
      email: values.email.trim(),
      ...(withPhone ? { phone: phoneToSend(values.phone) } : {}),
      department: Number(values.department),
      subject: values.subject.trim(),
      message: values.message.trim(),
      security_code: values.security_code.trim(),
    },
  });
}
