// The rules of messages to the shop (spec section 3, Message with a department; section 7,
// send-new-message and send-message/department) as zod schemas, the same as the server's: a
// department chosen, a subject of one line up to 150 characters, a message up to 5,000, no control
// characters but line breaks and tabs in a message. Errors carry a message key (FormField shows
// it), so each language has the server's wording.
import * as z from 'zod/mini';
import { noPhoneInput, type PhoneInputLookup } from '../../phone';
import { blankOr, emailRule, isBlank, phoneRuleOf, required, textRule } from '../form-rules';
import type { FormRules } from '../page-requirement';
import type { CustomerAnswer } from '../types';

export const SUBJECT_MAX_CHARS = 150;
export const MESSAGE_MAX_CHARS = 5000;

/** Characters as the server counts them (code points, not graphemes), after the trim it does too. */
export function charCount(text: string): number {
  return Array.from(text.trim().replace(/\r\n/g, '\n')).length;
}

// eslint-disable-next-line no-control-regex -- control characters are what these refuse
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, line breaks and tabs allowed
const CONTROL_BUT_BREAKS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

function typedText(maxChars: number, oneLine: boolean, tooLong: string) {
  return required.check(
    z.refine((value) => !(oneLine ? CONTROL : CONTROL_BUT_BREAKS).test(value.trim().replace(/\r\n/g, '\n')), {
      message: 'conversations.validation.textInvalid',
      abort: true,
    }),
    z.refine((value) => charCount(value) <= maxChars, { message: tooLong }),
  );
}

export const subjectRule = typedText(SUBJECT_MAX_CHARS, true, 'conversations.validation.subjectTooLong');
export const messageRule = typedText(MESSAGE_MAX_CHARS, false, 'conversations.validation.messageTooLong');
export const departmentRule = z
  .string()
  .check(z.refine((value) => /^[1-9]\d*$/.test(value), { message: 'conversations.validation.department' }));

/** A new conversation from the account page; the order is optional. */
export const newMessageSchema = z.object({
  department: departmentRule,
  orderNo: z.string(),
  subject: subjectRule,
  message: messageRule,
});
export type NewMessageValues = z.infer<typeof newMessageSchema>;

/** A post to an open conversation. */
export const replySchema = z.object({ message: messageRule });
export type ReplyValues = z.infer<typeof replySchema>;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'department', 'subject', 'message', 'security_code'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The contact form's own rules, used until the server answers (and if it cannot). */
export const CONTACT_RULES: FormRules<ContactField> = {
  captcha: true,
  fields: {
    name: { required: true },
    email: { required: true },
    phone: { required: false },
    department: { required: true },
    subject: { required: true, maxLength: SUBJECT_MAX_CHARS },
    message: { required: true, maxLength: MESSAGE_MAX_CHARS },
    security_code: { required: true },
  },
};

/**
 * The contact page's guest form, each field required or not as `rules` say, and the security code
 * asked only when the form shows it; the phone rule reads the widget's input that `phoneInput` finds.
 */
export function contactSchema(phoneInput: PhoneInputLookup = noPhoneInput, rules: FormRules<ContactField> = CONTACT_RULES) {
  const { fields } = rules;
  const when = (isRequired: boolean, rule: z.ZodMiniType<string, string>) => (isRequired ? rule : blankOr(rule));
  return z.object({
    name: textRule(fields.name),
    email: emailRule(fields.email),
    phone: phoneRuleOf(fields.phone, phoneInput),
    department: when(fields.department.required, departmentRule),
    subject: when(fields.subject.required, subjectRule),
    message: when(fields.message.required, messageRule),
    security_code: rules.captcha
      ? z.string().check(z.refine((value) => !isBlank(value), { message: 'conversations.validation.securityCode' }))
      : z.string(),
  });
}
export type ContactValues = z.infer<ReturnType<typeof contactSchema>>;

/** The items of a refusal that name one of the form's fields, with the server's wording. */
export function refusedFields<K extends string>(
  refusal: CustomerAnswer | null,
  fields: readonly K[],
): { key: K; message: string }[] {
  const named: { key: K; message: string }[] = [];
  for (const item of refusal?.data ?? []) {
    if (!('key' in item)) continue;
    const key = fields.find((field) => field === item.key);
    if (key !== undefined) named.push({ key, message: item.statusText });
  }
  return named;
}
