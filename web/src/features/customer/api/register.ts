// POST /api/v1/authentication/register. A taken email answers 409 with
// data[0].key = mail_already_registered and the login page to go to.
import { formBody, type FormOf } from '../../../lib/api';
import { phoneToSend } from '../../phone';
import type { RegisterValues } from '../form-rules';
import type { CallResult } from '../types';
import { customerCall } from './customer-call';

export const REGISTER_PATH = '/api/v1/authentication/register';
export const MAIL_ALREADY_REGISTERED = 'mail_already_registered';

/** `withPhone` false: the phone was optional and left empty, so none is sent. */
function registerFields(values: RegisterValues, withPhone: boolean): FormOf<typeof REGISTER_PATH, 'post'> {
  return {
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    phone: withPhone ? phoneToSend(values.phone) : '',
    gender: values.gender,
    password: values.password,
    password_again: values.password_again,
    kvkk: values.kvkk ? '1' : '0',
    commercial_message: values.commercial_message ? '1' : '0',
  };
}

export function registerForm(values: RegisterValues, withPhone = true): URLSearchParams {
  return formBody(registerFields(values, withPhone));
}

export function register(values: RegisterValues, withPhone = true): Promise<CallResult> {
  return customerCall('post', REGISTER_PATH, { form: registerFields(values, withPhone) });
}
