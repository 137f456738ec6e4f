// The phone widget bound to a form field, as the registration, the checkout's guest form, the
// contact page, the account page's phone change and the login by phone all show it.
import type { ReactNode } from 'react';
import { Controller, type FieldPathByValue, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { PhoneInput } from '../../phone';
import { FormField } from './FormField';
import { invalidProps } from '../../../components/form/field-props';

interface PhoneControlProps<T extends FieldValues> {
  id: string;
  form: PhoneForm<T>;
  name: FieldPathByValue<T, string>;
  /** More attributes of the input: required, disabled. */
  inputProps?: { required?: boolean; 'aria-required'?: boolean; disabled?: boolean };
}

/** What the phone field uses of a form. */
type PhoneForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'control' | 'clearErrors' | 'getFieldState' | 'formState'>;

const errorOf = <T extends FieldValues>(form: PhoneForm<T>, name: FieldPathByValue<T, string>) =>
  form.getFieldState(name, form.formState).error;

/** The phone widget bound to a form field; focusing it clears the field's error, as for any field. */
export function PhoneControl<T extends FieldValues>({ id, form, name, inputProps }: PhoneControlProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PhoneInput
          id={id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onFocus={() => {
            form.clearErrors(name);
          }}
          ref={field.ref}
          className="member-input"
          autoComplete="tel"
          {...inputProps}
          {...invalidProps(id, errorOf(form, name))}
        />
      )}
    />
  );
}

/** The phone widget with its label and error. */
export function PhoneField<T extends FieldValues>({
  label,
  required,
  ...control
}: PhoneControlProps<T> & { label?: ReactNode; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <FormField id={control.id} label={label ?? t('customer.fields.phone')} error={errorOf(control.form, control.name)} required={required}>
      <PhoneControl {...control} />
    </FormField>
  );
}
