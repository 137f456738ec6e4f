// The form rule of a phone field as a zod check (spec section 5): it reads the pattern length and the
// widget's verdict from the field's input element, so the rule follows the country chosen there.
import * as z from 'zod/mini';
import { isNoPhone, noPhoneInput, phoneFieldState, phoneRuleFailure, type PhoneInputLookup } from './phone-value';

/** Too few digits for the pattern: 'required'; a number invalid for its country: 'phone.invalid'. */
export function phoneRule(input: PhoneInputLookup = noPhoneInput) {
  return z.string().check(
    z.superRefine((value, context) => {
      const failure = phoneRuleFailure(value, phoneFieldState(input()));
      if (failure) context.addIssue({ code: 'custom', message: failure });
    }),
  );
}

/** A phone that may be left empty; one typed follows the phone rule. */
export function optionalPhoneRule(input: PhoneInputLookup = noPhoneInput) {
  return z.string().check(
    z.superRefine((value, context) => {
      const element = input();
      if (isNoPhone(value, element)) return;
      const failure = phoneRuleFailure(value, phoneFieldState(element));
      if (failure) context.addIssue({ code: 'custom', message: failure });
    }),
  );
}
