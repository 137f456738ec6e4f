// POST /api/v1/authentication/register. A taken email answers 409 with
// data[0].key = mail_already_registered and the login page to go to.
import { phoneForServer } from '../masks';
import type { RegisterValues } from '../form-rules';
import type { CallResult } from '../types';
import { customerCall, formBody } from './customer-call';

export const REGISTER_PATH = '/api/v1/authentication/register';
export const MAIL_ALREADY_REGISTERED = 'mail_already_registered';

export function registerForm(values: RegisterValues): URLSearchParams {
  return formBody({
    name: values.name.trim(),
    surname: values.surname.trim(),
    email: values.email.trim(),
    phone: phoneForServer(values.phone),
    gender: values.gender,
    password: values.password,
    password_again: values.password_again,
    kvkk: values.kvkk ? 1 : 0,
    commercial_message: values.commercial_message ? 1 : 0,
  });
}

export function register(values: RegisterValues): Promise<CallResult> {
  return customerCall(REGISTER_PATH, { body: registerForm(values) });
}
