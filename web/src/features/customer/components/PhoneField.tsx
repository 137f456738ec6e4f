// The phone widget bound to a form field, as the registration, the checkout's guest form, the
// contact page, the account page's phone change and the login by phone all show it.
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldError, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { PhoneInput } from '../../phone';
import { FormField } from './FormField';
import { invalidProps } from '../../../components/form/field-props';

interface PhoneControlProps<T extends FieldValues> {
  id: string;
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  error: FieldError | undefined;
  /** Clears the field's error, as focusing any field does. */
  onFocus: () => void;
  /** More attributes of the input: required, disabled. */
  inputProps?: { required?: boolean; 'aria-required'?: boolean; disabled?: boolean };
}

/** The phone widget bound to a form field. */
export function PhoneControl<T extends FieldValues>({ id, control, name, error, onFocus, inputProps }: PhoneControlProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <PhoneInput
          id={id}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onFocus={onFocus}
          ref={field.ref}
          className="member-input"
          autoComplete="tel"
          {...inputProps}
          {...invalidProps(id, error)}
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
    <FormField id={control.id} label={label ?? t('customer.fields.phone')} error={control.error} required={required}>
      <PhoneControl {...control} />
    </FormField>
  );
}
