// The member forms' resolvers: the zod rules of form-rules.ts as react-hook-form checks. Fetched
// apart from the forms (see lazy-resolver.ts), so a member page's first load carries no zod.
import { zodResolver } from '@hookform/resolvers/zod';
import type { PhoneInputLookup } from '../phone';
import type { FieldRule, RegisterField } from './page-requirement';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  phoneChangeSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
  socialConsentSchema,
  socialEmailSchema,
  socialLinkSchema,
} from './form-rules';

export const formResolvers = {
  login: (captchaDue: boolean, phoneInput: PhoneInputLookup) => zodResolver(loginSchema(captchaDue, phoneInput)),
  register: (phoneInput: PhoneInputLookup, rules: Record<RegisterField, FieldRule>) =>
    zodResolver(registerSchema(phoneInput, rules)),
  forgotPassword: zodResolver(forgotPasswordSchema),
  resetPassword: zodResolver(resetPasswordSchema),
  changePassword: zodResolver(changePasswordSchema),
  profile: (today: Date) => zodResolver(profileSchema(today)),
  phoneChange: (codeDue: boolean, phoneInput: PhoneInputLookup) => zodResolver(phoneChangeSchema(codeDue, phoneInput)),
  socialConsent: zodResolver(socialConsentSchema),
  socialLink: (captchaDue: boolean) => zodResolver(socialLinkSchema(captchaDue)),
  socialEmail: zodResolver(socialEmailSchema),
};

export type FormResolvers = typeof formResolvers;
