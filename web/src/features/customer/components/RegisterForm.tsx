// Registration (uye-kayit): name, surname, email, phone, gender, password twice, the mandatory KVKK
// consent and the optional commercial-message consent (never ticked in advance). Which fields are
// required and their lengths follow what the server says it will check (page=register), else the
// built-in rules. Success asks the shopper to check the mail; a taken email goes to the login page
// with error=mail_already_registered.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { firstItem, isSuccess, messageOf } from '../api/customer-call';
import { usePageRules } from '../api/get-page-requirement';
import { MAIL_ALREADY_REGISTERED, register as registerCall } from '../api/register';
import type { RegisterValues } from '../form-rules';
import { useMemberForm } from '../lazy-resolver';
import { isNoPhone, phoneInputById } from '../../phone';
import { maskEmail, maskPassword, maskString } from '../../../components/form/masks';
import {
  REGISTER_FIELDS,
  REGISTER_RULES,
  requiredAttributes,
  ruledFieldProps,
  type RegisterField,
} from '../page-requirement';
import { EmailField, GenderField, KvkkField, NameFields } from './ContactFields';
import { PhoneField } from './PhoneField';
import { FormField } from './FormField';
import { FormError } from '../../../components/form/form-errors';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { isOneOf } from '../../../lib/one-of';

const PHONE_ID = 'register-phone';

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = getSettings().PAGE_LINK;
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [formError, setFormError] = useState('');
  const rules = usePageRules('register', REGISTER_RULES);
  const form = useMemberForm<RegisterValues>((resolvers) => resolvers.register(phoneInputById(PHONE_ID), rules.fields), {
    name: '',
    surname: '',
    email: '',
    phone: '',
    gender: '',
    password: '',
    password_again: '',
    kvkk: false,
    commercial_message: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: RegisterValues) => {
    setFormError('');
    let result;
    try {
      const withPhone = rules.fields.phone.required || !isNoPhone(values.phone, phoneInputById(PHONE_ID)());
      result = await registerCall(values, withPhone);
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
    if (isOneOf(REGISTER_FIELDS, item?.key)) {
      form.setError(item.key, { type: 'server', message: item.statusText });
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

  const field = (name: RegisterField, mask?: (value: string, maxLength?: number) => string) =>
    ruledFieldProps(form, rules.fields[name], name, `register-${name}`, mask);
  const marked = (name: RegisterField) => rules.fields[name].required;
  const checkMark = (name: RegisterField) => (marked(name) ? true : undefined);

  return (
    <MemberForm form={form} onValid={onSubmit} className="register-form" aria-label={t('customer.register.title')}>
      <NameFields
        prefix="register"
        errors={errors}
        required={{ name: marked('name'), surname: marked('surname') }}
        name={field('name', maskString)}
        surname={field('surname', maskString)}
      />
      <EmailField id="register-email" error={errors.email} required={marked('email')} input={field('email', maskEmail)} />
      <PhoneField
        id={PHONE_ID}
        form={form}
        name="phone"
        required={marked('phone')}
        inputProps={requiredAttributes(rules.fields.phone)}
      />
      <GenderField id="register-gender" error={errors.gender} required={marked('gender')} select={field('gender')} />
      <div className="member-form__pair">
        <FormField id="register-password" label={t('customer.fields.password')} error={errors.password} required={marked('password')}>
          <input className="member-input" type="password" autoComplete="new-password" {...field('password', maskPassword)} />
        </FormField>
        <FormField
          id="register-password_again"
          label={t('customer.fields.passwordAgain')}
          error={errors.password_again}
          required={marked('password_again')}
        >
          <input
            className="member-input"
            type="password"
            autoComplete="new-password"
            {...field('password_again', maskPassword)}
          />
        </FormField>
      </div>
      <KvkkField id="register-kvkk" error={errors.kvkk} required={marked('kvkk')} input={field('kvkk')} />
      <label className="member-check">
        <input type="checkbox" {...field('commercial_message')} />
        <span data-required={checkMark('commercial_message')}>{t('customer.register.commercial')}</span>
      </label>
      <FormError text={formError} />
      <SubmitButton disabled={isSubmitting}>{t('customer.register.submit')}</SubmitButton>
    </MemberForm>
  );
}
