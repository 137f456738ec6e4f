// Continue as a guest: email, phone (the phone widget), name, surname and the KVKK consent; the
// server keeps them in the session for the next steps and the order.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, invalidProps, useErrorText } from '../../customer';
import { maskEmail, maskString } from '../../../components/form/masks';
import { displayPhone, PhoneInput, phoneInputById, phoneToSend } from '../../phone';
import { CheckoutCallError, continueAsGuest, type Contact, type GuestValues } from '../api';
import { guestSchema, NAME_MAX_LENGTH } from '../form-rules';

const FIELDS: readonly FieldPath<GuestValues>[] = ['email', 'phone', 'name', 'surname', 'kvkk'];
const PHONE_ID = 'guest-phone';

function isField(key: string): key is FieldPath<GuestValues> {
  return (FIELDS as readonly string[]).includes(key);
}

interface GuestFormProps {
  /** What the session already knows (a guest coming back), or an email typed elsewhere. */
  initial?: Partial<Contact> | undefined;
  onDone: () => void;
}

export function GuestForm({ initial, onDone }: GuestFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [formError, setFormError] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<GuestValues>({
    resolver: zodResolver(guestSchema(phoneInputById(PHONE_ID))),
    defaultValues: {
      email: initial?.email ?? '',
      phone: initial?.phone ? displayPhone(initial.phone) : '',
      name: initial?.name ?? '',
      surname: initial?.surname ?? '',
      kvkk: false,
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const onSubmit = async (values: GuestValues) => {
    setFormError('');
    try {
      await continueAsGuest({ ...values, phone: phoneToSend(values.phone) });
    } catch (error) {
      if (error instanceof CheckoutCallError && error.fields.length > 0) {
        let flagged = false;
        for (const field of error.fields) {
          if (isField(field.key)) {
            setError(field.key, { type: 'server', message: field.message });
            flagged = true;
          }
        }
        if (!flagged) setFormError(error.message);
      } else setFormError(error instanceof Error ? error.message : t('checkout.signin.guestFailed'));
      return;
    }
    onDone();
  };

  const field = (name: FieldPath<GuestValues>, mask?: (value: string) => string) => {
    const registered = register(name);
    return {
      ...registered,
      id: `guest-${name}`,
      ...invalidProps(`guest-${name}`, errors[name]),
      onFocus: () => {
        clearErrors(name);
      },
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (mask) event.target.value = mask(event.target.value);
        return registered.onChange(event);
      },
    };
  };
  const kvkkError = errorText(errors.kvkk);
  const nameMask = (value: string) => maskString(value, NAME_MAX_LENGTH);

  return (
    <form
      className="member-form checkout-guest"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label={t('checkout.signin.guestTitle')}
      data-testid="guest-form"
    >
      <FormField id="guest-email" label={t('customer.fields.email')} error={errors.email}>
        <input className="member-input" type="email" inputMode="email" autoComplete="email" dir="ltr" {...field('email', maskEmail)} />
      </FormField>
      <FormField id={PHONE_ID} label={t('customer.fields.phone')} error={errors.phone}>
        <Controller
          control={control}
          name="phone"
          render={({ field: phone }) => (
            <PhoneInput
              id={PHONE_ID}
              name={phone.name}
              value={phone.value}
              onChange={phone.onChange}
              onBlur={phone.onBlur}
              onFocus={() => {
                clearErrors('phone');
              }}
              ref={phone.ref}
              className="member-input"
              autoComplete="tel"
              {...invalidProps(PHONE_ID, errors.phone)}
            />
          )}
        />
      </FormField>
      <div className="member-form__pair">
        <FormField id="guest-name" label={t('customer.fields.name')} error={errors.name}>
          <input className="member-input" autoComplete="given-name" {...field('name', nameMask)} />
        </FormField>
        <FormField id="guest-surname" label={t('customer.fields.surname')} error={errors.surname}>
          <input className="member-input" autoComplete="family-name" {...field('surname', nameMask)} />
        </FormField>
      </div>
      <div className="member-field" data-invalid={kvkkError ? true : undefined}>
        <label className="member-check">
          <input type="checkbox" {...field('kvkk')} />
          <span>{t('customer.register.kvkk')}</span>
        </label>
        {kvkkError && (
          <p className="member-field__error" id="guest-kvkk-error" role="alert">
            {kvkkError}
          </p>
        )}
      </div>
      {formError && (
        <p className="member-alert member-alert--danger" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary member-form__submit" disabled={isSubmitting}>
        {t('checkout.signin.guestSubmit')}
      </button>
    </form>
  );
}
