// The contact fields the registration form, the profile form and the checkout's guest and
// quick-registration forms share (their phone is PhoneField.tsx): each a labelled input with its error under it. A form
// keeps its own rules and hands each field the props it registered (`field(name)`), so ids, masks
// and required marks stay the form's.
import type { ComponentProps, ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormField, useErrorText } from './FormField';

type InputProps = ComponentProps<'input'>;

interface EmailFieldProps {
  id: string;
  label?: ReactNode;
  error: FieldError | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** Written left to right on Arabic pages too. */
  ltr?: boolean;
  input: InputProps;
}

export function EmailField({ id, label, error, hint, required, ltr = false, input }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={label ?? t('customer.fields.email')} error={error} hint={hint} required={required}>
      <input className="member-input" type="email" inputMode="email" autoComplete="email" dir={ltr ? 'ltr' : undefined} {...input} />
    </FormField>
  );
}

interface NameFieldsProps {
  /** The form's id prefix: the fields are `<prefix>-name` and `<prefix>-surname`. */
  prefix: string;
  errors: { name?: FieldError | undefined; surname?: FieldError | undefined };
  required?: { name: boolean; surname: boolean };
  name: InputProps;
  surname: InputProps;
}

/** Name and surname side by side. */
export function NameFields({ prefix, errors, required, name, surname }: NameFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className="member-form__pair">
      <FormField id={`${prefix}-name`} label={t('customer.fields.name')} error={errors.name} required={required?.name}>
        <input className="member-input" autoComplete="given-name" {...name} />
      </FormField>
      <FormField id={`${prefix}-surname`} label={t('customer.fields.surname')} error={errors.surname} required={required?.surname}>
        <input className="member-input" autoComplete="family-name" {...surname} />
      </FormField>
    </div>
  );
}

/** The gender select: unspecified, female or male. */
export function GenderField({ id, error, required, select }: { id: string; error: FieldError | undefined; required?: boolean; select: ComponentProps<'select'> }) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('customer.fields.gender')} error={error} required={required}>
      <select className="member-input" {...select}>
        <option value="">{t('customer.gender.unspecified')}</option>
        <option value="female">{t('customer.gender.female')}</option>
        <option value="male">{t('customer.gender.male')}</option>
      </select>
    </FormField>
  );
}

interface KvkkFieldProps {
  id: string;
  error: FieldError | undefined;
  /** Marks the consent as required (the server's rules say whether it is). */
  required?: boolean;
  /** The consent's wording, when not the registration's (a link to the notice in it). */
  label?: ReactNode;
  input: InputProps;
}

/** The KVKK consent's checkbox, with its error under it. */
export function KvkkField({ id, error, required, label, input }: KvkkFieldProps) {
  const { t } = useTranslation();
  const text = useErrorText()(error);
  return (
    <div className="member-field" data-invalid={text ? true : undefined}>
      <label className="member-check">
        <input type="checkbox" {...input} />
        <span data-required={required ? true : undefined}>{label ?? t('customer.register.kvkk')}</span>
      </label>
      {text && (
        <p className="member-field__error" id={`${id}-error`} role="alert">
          {text}
        </p>
      )}
    </div>
  );
}
