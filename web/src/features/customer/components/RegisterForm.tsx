// Registration (uye-kayit): name, surname, email, phone, gender, password twice, the mandatory KVKK
// consent and the optional commercial-message consent (never ticked in advance). Success asks the
// shopper to check the mail; a taken email goes to the login page with error=mail_already_registered.
import { useState, type ChangeEvent } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { firstItem, isSuccess, messageOf } from '../api/customer-call';
import { MAIL_ALREADY_REGISTERED, register as registerCall } from '../api/register';
import type { RegisterValues } from '../form-rules';
import { lazyResolver, useFormRules } from '../lazy-resolver';
import { phoneInputById } from '../../phone/phone-value';
import { PhoneInput } from '../../phone/PhoneInput';
import { maskEmail, maskPassword, maskString } from '../masks';
import { FormField, invalidProps } from './FormField';

const FIELDS: readonly FieldPath<RegisterValues>[] = [
  'name',
  'surname',
  'email',
  'phone',
  'gender',
  'password',
  'password_again',
  'kvkk',
  'commercial_message',
];

function isField(key: string): key is FieldPath<RegisterValues> {
  return (FIELDS as readonly string[]).includes(key);
}

const NAME_MAX_LENGTH = 50;
const PHONE_ID = 'register-phone';

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = getSettings().PAGE_LINK;
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [formError, setFormError] = useState('');
  useFormRules();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    resolver: lazyResolver((resolvers) => resolvers.register(phoneInputById(PHONE_ID))),
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      phone: '',
      gender: '',
      password: '',
      password_again: '',
      kvkk: false,
      commercial_message: false,
    },
    reValidateMode: 'onSubmit',
    // Errors clear when their field gets focus (spec section 5): focusing the first one would hide it.
    shouldFocusError: false,
  });

  const onSubmit = async (values: RegisterValues) => {
    setFormError('');
    let result;
    try {
      result = await registerCall(values);
    } catch {
      setFormError(t('customer.register.failed'));
      return;
    }
    if (isSuccess(result)) {
      setDone({ message: messageOf(result.body, ''), email: values.email.trim() });
      return;
    }
    const item = firstItem(result.body);
    if (item?.key === MAIL_ALREADY_REGISTERED) {
      await navigate(`${localizedPath(links.login)}?error=${MAIL_ALREADY_REGISTERED}`);
      return;
    }
    if (item?.key && isField(item.key)) {
      setError(item.key, { type: 'server', message: item.statusText });
    } else setFormError(messageOf(result.body));
  };

  if (done) {
    return (
      <div className="member-alert member-alert--success" role="status" data-testid="register-done">
        <p className="member-alert__title">{done.message || t('customer.register.doneTitle')}</p>
        <p>{t('customer.register.checkMail', { email: done.email })}</p>
      </div>
    );
  }

  const field = (name: FieldPath<RegisterValues>, mask?: (value: string) => string) => {
    const registered = register(name);
    return {
      ...registered,
      id: `register-${name}`,
      ...invalidProps(`register-${name}`, errors[name]),
      onFocus: () => {
        clearErrors(name);
      },
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        if (mask) event.target.value = mask(event.target.value);
        return registered.onChange(event);
      },
    };
  };

  return (
    <form
      className="member-form register-form"
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label={t('customer.register.title')}
    >
      <div className="member-form__pair">
        <FormField id="register-name" label={t('customer.fields.name')} error={errors.name}>
          <input className="member-input" autoComplete="given-name" {...field('name', (v) => maskString(v, NAME_MAX_LENGTH))} />
        </FormField>
        <FormField id="register-surname" label={t('customer.fields.surname')} error={errors.surname}>
          <input
            className="member-input"
            autoComplete="family-name"
            {...field('surname', (v) => maskString(v, NAME_MAX_LENGTH))}
          />
        </FormField>
      </div>
      <FormField id="register-email" label={t('customer.fields.email')} error={errors.email}>
        <input className="member-input" type="email" inputMode="email" autoComplete="email" {...field('email', maskEmail)} />
      </FormField>
      <FormField id={PHONE_ID} label={t('customer.fields.phone')} error={errors.phone}>
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id={PHONE_ID}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onFocus={() => {
                clearErrors('phone');
              }}
              ref={field.ref}
              className="member-input"
              autoComplete="tel"
              {...invalidProps(PHONE_ID, errors.phone)}
            />
          )}
        />
      </FormField>
      <FormField id="register-gender" label={t('customer.fields.gender')} error={errors.gender}>
        <select className="member-input" {...field('gender')}>
          <option value="">{t('customer.gender.unspecified')}</option>
          <option value="female">{t('customer.gender.female')}</option>
          <option value="male">{t('customer.gender.male')}</option>
        </select>
      </FormField>
      <div className="member-form__pair">
        <FormField id="register-password" label={t('customer.fields.password')} error={errors.password}>
          <input className="member-input" type="password" autoComplete="new-password" {...field('password', maskPassword)} />
        </FormField>
        <FormField id="register-password_again" label={t('customer.fields.passwordAgain')} error={errors.password_again}>
          <input
            className="member-input"
            type="password"
            autoComplete="new-password"
            {...field('password_again', maskPassword)}
          />
        </FormField>
      </div>
      <div className="member-field" data-invalid={errors.kvkk ? true : undefined}>
        <label className="member-check">
          <input type="checkbox" {...field('kvkk')} />
          <span>{t('customer.register.kvkk')}</span>
        </label>
        {errors.kvkk && (
          <p className="member-field__error" id="register-kvkk-error" role="alert">
            {errors.kvkk.type === 'server' ? errors.kvkk.message : t(`customer.validation.${errors.kvkk.message ?? 'mandatory'}`)}
          </p>
        )}
      </div>
      <label className="member-check">
        <input type="checkbox" {...field('commercial_message')} />
        <span>{t('customer.register.commercial')}</span>
      </label>
      {formError && (
        <p className="member-alert member-alert--danger" role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button button--primary member-form__submit" disabled={isSubmitting}>
        {t('customer.register.submit')}
      </button>
    </form>
  );
}
