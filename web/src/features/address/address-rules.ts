// The address form's rules (the server checks them again): title, name and surname needed and at
// most 50 characters, the street address needed and at most 250; a phone valid for its country;
// an individual invoice's TCKN (11 digits with its check digits) needed in Turkey and optional
// for foreigners; a corporate invoice's company name, tax office and VKN (10 digits with its
// check digit). Errors carry a message key under `address.validation` ('tooLong:50' carries the
// limit). The place (country ... postcode) is checked by the cascade (cascade.ts).
import * as z from 'zod/mini';
import { isValidTckn, isValidVkn } from './id-numbers';

export const SHORT_FIELD_MAX = 50;
export const ADDRESS_MAX = 250;
export const COMPANY_NAME_MAX = 100;

export type AddressRuleKey = 'required' | 'tckn' | 'vkn' | 'phone' | `tooLong:${number}`;

export const addressValuesShape = z.object({
  title: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  address: z.string(),
  invoice_type: z.enum(['individual', 'corporate']),
  tckn: z.string(),
  company_name: z.string(),
  tax_office: z.string(),
  vkn: z.string(),
  e_invoice: z.boolean(),
  default_delivery: z.boolean(),
  default_invoice: z.boolean(),
});
export type AddressValues = z.infer<typeof addressValuesShape>;

export interface AddressRuleContext {
  /** Whether the address is in Turkey (its TCKN is then needed). */
  inTurkey: boolean;
  /** What is wrong with the phone, by the phone field's own rule (its country's pattern length and validity). */
  phoneProblem: (value: string) => 'required' | 'phone' | null;
}

export function addressSchema(context: AddressRuleContext) {
  return addressValuesShape.check(
    z.superRefine((values, issues) => {
      const add = (path: keyof AddressValues, message: AddressRuleKey) => {
        issues.addIssue({ code: 'custom', message, path: [path] });
      };
      const text = (path: keyof AddressValues, value: string, max: number) => {
        if (value.trim() === '') add(path, 'required');
        else if (value.trim().length > max) add(path, `tooLong:${max}`);
      };
      text('title', values.title, SHORT_FIELD_MAX);
      text('name', values.name, SHORT_FIELD_MAX);
      text('surname', values.surname, SHORT_FIELD_MAX);
      text('address', values.address, ADDRESS_MAX);
      const phoneProblem = values.phone.trim() === '' ? 'required' : context.phoneProblem(values.phone);
      if (phoneProblem) add('phone', phoneProblem);
      if (values.invoice_type === 'individual') {
        const tckn = values.tckn.trim();
        if (tckn === '') {
          if (context.inTurkey) add('tckn', 'required');
        } else if (!isValidTckn(tckn)) add('tckn', 'tckn');
      } else {
        text('company_name', values.company_name, COMPANY_NAME_MAX);
        if (values.tax_office.trim() === '') add('tax_office', 'required');
        const vkn = values.vkn.trim();
        if (vkn === '') add('vkn', 'required');
        else if (!isValidVkn(vkn)) add('vkn', 'vkn');
      }
    }),
  );
}

/** Field name -> message key of the first failure, for tests and for code outside a form. */
export function addressFailures(context: AddressRuleContext, values: AddressValues): Partial<Record<keyof AddressValues, string>> {
  const result = addressSchema(context).safeParse(values);
  const failures: Partial<Record<keyof AddressValues, string>> = {};
  if (result.success) return failures;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof AddressValues;
    failures[field] ??= issue.message;
  }
  return failures;
}
