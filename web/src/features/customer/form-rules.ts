// The member forms' rules (spec section 5) as zod schemas. Errors carry a message key under
// `customer.validation`, so the Turkish texts of the spec ('Bu alan boş bırakılamaz', 'Email
// formatına uygun değil', and 'Bu alan zorunludur' for a box that must be ticked) come from tr.json
// and the other languages have theirs. Written with
// zod's functional API (zod/mini), whose unused parts drop out of the bundle.
import * as z from 'zod/mini';
import {
  noPhoneInput,
  optionalPhoneRule,
  phoneFieldState,
  type PhoneInputLookup,
  phoneRule,
  phoneRuleFailure,
  type PhoneRuleKey,
} from '../phone';
import { birthDateFailure } from './birth-date';
import type { FieldRule, RegisterField } from './page-requirement';
import { LOGIN_TYPES } from './types';

export type RuleKey = 'required' | 'mandatory' | 'email' | 'passwordMismatch' | PhoneRuleKey;

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Email rule: empty is allowed (required is a rule of its own); otherwise the format must hold. */
export function isEmailOrEmpty(value: string): boolean {
  return isBlank(value) || EMAIL_FORMAT.test(value.trim());
}

/** A field that cannot be left empty. */
export const required = z.string().check(z.refine((value) => !isBlank(value), { message: 'required' }));
export const requiredEmail = required.check(z.refine(isEmailOrEmpty, { message: 'email', abort: true }));
/** A consent that must be given (KVKK): the spec's second wording, 'Bu alan zorunludur'. */
export const mustBeTicked = z.boolean().check(z.refine((value) => value, { message: 'mandatory' }));

/** The email format alone, for an email that may be left empty. */
const optionalEmail = z.string().check(z.refine(isEmailOrEmpty, { message: 'email' }));

// A field's check by its rule (page-requirement.ts): required or not; lengths are the inputs' own.
export function textRule(rule: FieldRule) {
  return rule.required ? required : z.string();
}
export function emailRule(rule: FieldRule) {
  return rule.required ? requiredEmail : optionalEmail;
}
export function tickRule(rule: FieldRule) {
  return rule.required ? mustBeTicked : z.boolean();
}
export function phoneRuleOf(rule: FieldRule, phoneInput: PhoneInputLookup) {
  return rule.required ? phoneRule(phoneInput) : optionalPhoneRule(phoneInput);
}
/** An optional field: empty passes, anything typed is checked by `rule`. */
export function blankOr(rule: z.ZodMiniType<string, string>) {
  return z.string().check(
    z.superRefine((value, context) => {
      if (isBlank(value)) return;
      for (const issue of rule.safeParse(value).error?.issues ?? []) context.addIssue({ code: 'custom', message: issue.message });
    }),
  );
}
function genderRule(rule: FieldRule) {
  const gender = z.enum(['', 'male', 'female']);
  return rule.required ? gender.check(z.refine((value) => value !== '', { message: 'required' })) : gender;
}

const samePasswords = z.superRefine((values: { password: string; password_again: string }, context) => {
  if (!isBlank(values.password_again) && values.password !== values.password_again) {
    context.addIssue({ code: 'custom', message: 'passwordMismatch', path: ['password_again'] });
  }
});

/**
 * Login: the username rule follows the login type (a phone's pattern length and verdict are on its
 * input element, which `phoneInput` finds); the security code only when it is due.
 */
export function loginSchema(captchaDue: boolean, phoneInput: PhoneInputLookup = noPhoneInput) {
  return z
    .object({
      type: z.enum(LOGIN_TYPES),
      username: z.string(),
      password: required,
      rememberMe: z.boolean(),
      securityCode: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        const add = (path: string, message: RuleKey) => {
          context.addIssue({ code: 'custom', message, path: [path] });
        };
        if (values.type === 'phone') {
          const failure = phoneRuleFailure(values.username, phoneFieldState(phoneInput()));
          if (failure) add('username', failure);
        } else if (isBlank(values.username)) add('username', 'required');
        else if (values.type === 'email' && !isEmailOrEmpty(values.username)) add('username', 'email');
        if (captchaDue && isBlank(values.securityCode)) add('securityCode', 'required');
      }),
    );
}
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

/**
 * Registration, each field required or not as `rules` say (the form's built-in ones, REGISTER_RULES,
 * unless the server stated others); the phone rule reads the phone field's input element, which
 * `phoneInput` finds.
 */
export function registerSchema(phoneInput: PhoneInputLookup, rules: Record<RegisterField, FieldRule>) {
  return z
    .object({
      name: textRule(rules.name),
      surname: textRule(rules.surname),
      email: emailRule(rules.email),
      phone: phoneRuleOf(rules.phone, phoneInput),
      gender: genderRule(rules.gender),
      password: textRule(rules.password),
      password_again: textRule(rules.password_again),
      kvkk: tickRule(rules.kvkk),
      commercial_message: tickRule(rules.commercial_message),
    })
    .check(samePasswords);
}
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;

export const forgotPasswordSchema = z.object({ email: requiredEmail, securityCode: z.optional(z.string()) });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: required, password_again: required })
  .check(samePasswords);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ password_old: required, password: required, password_again: required })
  .check(samePasswords);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/**
 * The account page's profile (page 6): the names and the email as at registration, the gender, and
 * a birth date that is a real day not after `today` (keys of the account messages, in full).
 */
export function profileSchema(today: Date) {
  return z.object({
    name: required,
    surname: required,
    email: requiredEmail,
    gender: z.enum(['', 'male', 'female']),
    birth_date: z.string().check(
      z.superRefine((value, context) => {
        const failure = birthDateFailure(value, today);
        if (failure) context.addIssue({ code: 'custom', message: failure });
      }),
    ),
  });
}
export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

/** The SMS code of a phone change: six digits. */
export const PHONE_CODE_LENGTH = 6;
const PHONE_CODE = new RegExp(`^\\d{${String(PHONE_CODE_LENGTH)}}$`);

/**
 * A phone change: the new number by the phone rule, then, once the code is sent (`codeDue`), the
 * six-digit code of the SMS.
 */
export function phoneChangeSchema(codeDue: boolean, phoneInput: PhoneInputLookup = noPhoneInput) {
  return z.object({
    phone: phoneRule(phoneInput),
    code: z.string().check(
      z.superRefine((value, context) => {
        if (!codeDue) return;
        if (isBlank(value)) context.addIssue({ code: 'custom', message: 'required' });
        else if (!PHONE_CODE.test(value.trim())) context.addIssue({ code: 'custom', message: 'customer.phoneChange.codeFormat' });
      }),
    ),
  });
}
export type PhoneChangeValues = z.infer<ReturnType<typeof phoneChangeSchema>>;

/** A new member by a social sign-in: the KVKK consent is mandatory, the commercial one is not. */
export const socialConsentSchema = z.object({ kvkk: mustBeTicked, commercial_message: z.boolean() });
export type SocialConsentValues = z.infer<typeof socialConsentSchema>;

/**
 * Linking a social sign-in to the member of its email: the member's password, and the security
 * code once wrong passwords made it due.
 */
export function socialLinkSchema(captchaDue: boolean) {
  return z.object({
    password: required,
    securityCode: z.string().check(
      z.superRefine((value, context) => {
        if (captchaDue && isBlank(value)) context.addIssue({ code: 'custom', message: 'required' });
      }),
    ),
  });
}
export type SocialLinkValues = z.infer<ReturnType<typeof socialLinkSchema>>;

/** A social sign-in without a shared email: the address to confirm, and the consents. */
export const socialEmailSchema = z.object({ email: requiredEmail, kvkk: mustBeTicked, commercial_message: z.boolean() });
export type SocialEmailValues = z.infer<typeof socialEmailSchema>;

/** Field name -> message key of the first failure, for tests and for code outside a form. */
export function ruleFailures(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const failures: Record<string, string> = {};
  if (result.success) return failures;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    failures[field] ??= issue.message;
  }
  return failures;
}
