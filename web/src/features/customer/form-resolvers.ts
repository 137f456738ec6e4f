// The member forms' resolvers: the zod rules of form-rules.ts as react-hook-form checks. Fetched
// apart from the forms (see lazy-resolver.ts), so a member page's first load carries no zod.
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from './form-rules';

export const formResolvers = {
  login: (captchaDue: boolean) => zodResolver(loginSchema(captchaDue)),
  register: zodResolver(registerSchema),
  forgotPassword: zodResolver(forgotPasswordSchema),
  resetPassword: zodResolver(resetPasswordSchema),
  changePassword: zodResolver(changePasswordSchema),
};

export type FormResolvers = typeof formResolvers;
