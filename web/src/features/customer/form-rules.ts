// The member forms' rules (spec section 5) as zod schemas. Errors carry a message key under
// `customer.validation`, so the Turkish texts of the spec ('Bu alan boş bırakılamaz', 'Email
// formatına uygun değil') come from tr.json and the other languages have theirs. Written with
// zod's functional API (zod/mini), whose unused parts drop out of the bundle.
import * as z from 'zod/mini';
import { PHONE_DIGIT_MINIMUM, phoneForServer } from './masks';
import { LOGIN_TYPES } from './types';

export type RuleKey = 'required' | 'email' | 'passwordMismatch';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** Email rule: empty is allowed (required is a rule of its own); otherwise the format must hold. */
export function isEmailOrEmpty(value: string): boolean {
  return isBlank(value) || EMAIL_FORMAT.test(value.trim());
}

/** Phone rule: fewer digits than the pattern (default 12) fails with the required message. */
export function hasEnoughPhoneDigits(value: string, minimum = PHONE_DIGIT_MINIMUM): boolean {
  return phoneForServer(value).length >= minimum;
}

const required = z.string().check(z.refine((value) => !isBlank(value), { message: 'required' }));
const requiredEmail = required.check(z.refine(isEmailOrEmpty, { message: 'email', abort: true }));
const phone = z.string().check(z.refine((value) => hasEnoughPhoneDigits(value), { message: 'required' }));
const mustBeTicked = z.boolean().check(z.refine((value) => value, { message: 'required' }));

const samePasswords = z.superRefine((values: { password: string; password_again: string }, context) => {
  if (!isBlank(values.password_again) && values.password !== values.password_again) {
    context.addIssue({ code: 'custom', message: 'passwordMismatch', path: ['password_again'] });
  }
});

/** Login: the username rule follows the login type; the security code only when it is due. */
export function loginSchema(captchaDue: boolean) {
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
          if (!hasEnoughPhoneDigits(values.username)) add('username', 'required');
        } else if (isBlank(values.username)) add('username', 'required');
        else if (values.type === 'email' && !isEmailOrEmpty(values.username)) add('username', 'email');
        if (captchaDue && isBlank(values.securityCode)) add('securityCode', 'required');
      }),
    );
}
export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;

export const registerSchema = z
  .object({
    name: required,
    surname: required,
    email: requiredEmail,
    phone,
    gender: z.enum(['', 'male', 'female']),
    password: required,
    password_again: required,
    kvkk: mustBeTicked,
    commercial_message: z.boolean(),
  })
  .check(samePasswords);
export type RegisterValues = z.infer<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: requiredEmail });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({ password: required, password_again: required })
  .check(samePasswords);
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ password_old: required, password: required, password_again: required })
  .check(samePasswords);
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

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
