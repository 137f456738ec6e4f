// The way in's forms: a guest's contact (email, phone through the phone widget, name, surname and
// the KVKK consent) and quick registration (email, password, KVKK). Errors carry the member forms'
// message keys (`customer.validation.*`, `phone.invalid`), so the texts are the spec's.
import * as z from 'zod/mini';
import { mustBeTicked, required, requiredEmail } from '../customer/form-rules';
import { phoneRule } from '../phone/phone-rule';
import { noPhoneInput, type PhoneInputLookup } from '../phone/phone-value';

/** Spec section 5's name limit. */
export const NAME_MAX_LENGTH = 50;

export function guestSchema(phoneInput: PhoneInputLookup = noPhoneInput) {
  return z.object({
    email: requiredEmail,
    phone: phoneRule(phoneInput),
    name: required,
    surname: required,
    kvkk: mustBeTicked,
  });
}

export const quickRegisterSchema = z.object({
  email: requiredEmail,
  password: required,
  kvkk: mustBeTicked,
});
