// What the server will check on a form's page (GET block/get-page-requirement): for each field
// whether it is required and its length limits, and whether the security code is asked. A form
// starts from its own built-in rules and takes from the answer only what the answer states, so a
// failed or slow call, or an answer missing a field, leaves the form as it always was. Plain
// functions without zod, so the forms can use them on their first render; the answer's reader
// (page-requirement-answer.ts) comes with the call.
import type { FieldPath, FieldValues } from 'react-hook-form';
import { fieldProps, type FieldForm } from '../../components/form/field-props';

export const REQUIREMENT_PAGES = ['register', 'register-quick', 'contact', 'login', 'forgot-password'] as const;
export type RequirementPage = (typeof REQUIREMENT_PAGES)[number];

/** One field's rule; an absent length is no limit. */
export interface FieldRule {
  required: boolean;
  minLength?: number | undefined;
  maxLength?: number | undefined;
}

/** A form's rules: one per field the form has, and whether it shows the security code. */
export interface FormRules<F extends string> {
  captcha: boolean;
  fields: Record<F, FieldRule>;
}

/** What an answer states about one field: only the parts it gave. */
export interface StatedField {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

/** What an answer states about a page. */
export interface PageRequirement {
  page: string;
  captcha?: boolean;
  fields: Partial<Record<string, StatedField>>;
}

/**
 * The form's rules with what the answer states laid over its built-in ones. Fields the form does
 * not have are ignored; fields (or parts of a field) the answer leaves out keep the built-in rule.
 */
export function formRules<F extends string>(builtIn: FormRules<F>, requirement: PageRequirement | null | undefined): FormRules<F> {
  if (!requirement) return builtIn;
  const fields = { ...builtIn.fields };
  for (const name of Object.keys(fields) as F[]) {
    const stated = requirement.fields[name];
    if (stated) fields[name] = { ...fields[name], ...stated };
  }
  return { captcha: requirement.captcha ?? builtIn.captcha, fields };
}

/** The attributes that mark a field required, for the browser and assistive technology. */
export function requiredAttributes(rule: FieldRule): { required?: true; 'aria-required'?: true } {
  return rule.required ? { required: true, 'aria-required': true } : {};
}

/** The length attributes of a text field. */
export function lengthAttributes(rule: FieldRule): { minLength?: number; maxLength?: number } {
  const attributes: { minLength?: number; maxLength?: number } = {};
  if (rule.minLength !== undefined) attributes.minLength = rule.minLength;
  if (rule.maxLength !== undefined) attributes.maxLength = rule.maxLength;
  return attributes;
}

/** The props of the input `id` of field `name` under its rule: required as the rule says; a masked
 * (text) field also gets the length attributes, and its mask the maximum. */
export function ruledFieldProps<V extends FieldValues>(
  form: FieldForm<V>,
  rule: FieldRule,
  name: FieldPath<V>,
  id: string,
  mask?: (value: string, maxLength?: number) => string,
) {
  return {
    ...requiredAttributes(rule),
    ...(mask ? lengthAttributes(rule) : {}),
    ...fieldProps(form, name, id, mask && ((value) => mask(value, rule.maxLength))),
  };
}

/** Spec section 5's limit of a name or a surname. */
export const NAME_MAX_LENGTH = 50;

export const REGISTER_FIELDS = [
  'name',
  'surname',
  'email',
  'phone',
  'gender',
  'password',
  'password_again',
  'kvkk',
  'commercial_message',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The registration form's own rules, used until the server answers (and if it cannot). */
export const REGISTER_RULES: FormRules<RegisterField> = {
  captcha: false,
  fields: {
    name: { required: true, maxLength: NAME_MAX_LENGTH },
    surname: { required: true, maxLength: NAME_MAX_LENGTH },
    email: { required: true },
    phone: { required: true },
    gender: { required: false },
    password: { required: true },
    password_again: { required: true },
    kvkk: { required: true },
    commercial_message: { required: false },
  },
};
