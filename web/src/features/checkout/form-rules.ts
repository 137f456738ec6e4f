// The way in's forms: a guest's contact (email, phone through the phone widget, name, surname and
// the KVKK consent) and quick registration (email, password, KVKK). Errors carry the member forms'
// message keys (`customer.validation.*`, `phone.invalid`), so the texts are the spec's.
import * as z from 'zod/mini';
import { emailRule, type FormRules, mustBeTicked, required, requiredEmail, textRule, tickRule } from '../customer';
import { noPhoneInput, type PhoneInputLookup, phoneRule } from '../phone';

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

export const QUICK_REGISTER_FIELDS = ['email', 'password', 'kvkk'] as const;
export type QuickRegisterField = (typeof QUICK_REGISTER_FIELDS)[number];

/** Quick registration's own rules, used until the server answers (page=register-quick) and if it cannot. */
export const QUICK_REGISTER_RULES: FormRules<QuickRegisterField> = {
  captcha: false,
  fields: { email: { required: true }, password: { required: true }, kvkk: { required: true } },
};

/** Quick registration, each field required or not as `rules` say. */
export function quickRegisterSchemaOf(rules: FormRules<QuickRegisterField>['fields']) {
  return z.object({ email: emailRule(rules.email), password: textRule(rules.password), kvkk: tickRule(rules.kvkk) });
}

export const quickRegisterSchema = quickRegisterSchemaOf(QUICK_REGISTER_RULES.fields);
