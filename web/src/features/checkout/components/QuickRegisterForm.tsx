// Quick registration on the way in: email, password and the KVKK consent, required and limited as
// the server says it will check them (page=register-quick), else by the built-in rules. The new account is
// activated from its mail; meanwhile the order goes on as a guest's with the same email, and the
// account sees it once registered (the server links guest orders by email).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { EmailField, FormField, KvkkField, ruledFieldProps, usePageRules } from '../../customer';
import { maskEmail, maskPassword } from '../../../components/form/masks';
import { CheckoutCallError, quickRegister, type QuickRegisterValues } from '../api';
import { QUICK_REGISTER_FIELDS, QUICK_REGISTER_RULES, quickRegisterSchemaOf, type QuickRegisterField } from '../form-rules';
import { FormError, SUBMIT_VALIDATION } from '../../../components/form/form-errors';
import { MemberForm } from '../../../components/form/MemberForm';
import { flagRefusedFields } from '../../../components/form/refused-fields';
import { isOneOf } from '../../../lib/one-of';

interface QuickRegisterFormProps {
  /** Called with the registered email and the server's message. */
  onRegistered: (email: string, message: string) => void;
}

export function QuickRegisterForm({ onRegistered }: QuickRegisterFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState('');
  const rules = usePageRules('register-quick', QUICK_REGISTER_RULES);
  const form = useForm<QuickRegisterValues>({
    resolver: zodResolver(quickRegisterSchemaOf(rules.fields)),
    defaultValues: { email: '', password: '', kvkk: false },
    ...SUBMIT_VALIDATION,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: QuickRegisterValues) => {
    setFormError('');
    let message: string;
    try {
      message = await quickRegister(values);
    } catch (error) {
      const flagged =
        error instanceof CheckoutCallError && flagRefusedFields(form, error.fields, (key) => (isOneOf(QUICK_REGISTER_FIELDS, key) ? key : undefined));
      if (!flagged) setFormError(error instanceof Error ? error.message : t('customer.register.failed'));
      return;
    }
    onRegistered(values.email.trim(), message);
  };

  const field = (name: QuickRegisterField, mask?: (value: string, maxLength?: number) => string) =>
    ruledFieldProps(form, rules.fields[name], name, `quick-${name}`, mask);

  return (
    <MemberForm
      form={form}
      onValid={onSubmit}
      className="checkout-quick"
      aria-label={t('checkout.signin.quickTitle')}
      data-testid="quick-register-form"
    >
      <EmailField id="quick-email" error={errors.email} required={rules.fields.email.required} ltr input={field('email', maskEmail)} />
      <FormField
        id="quick-password"
        label={t('customer.fields.password')}
        error={errors.password}
        required={rules.fields.password.required}
      >
        <input className="member-input" type="password" autoComplete="new-password" {...field('password', maskPassword)} />
      </FormField>
      <KvkkField id="quick-kvkk" error={errors.kvkk} required={rules.fields.kvkk.required} input={field('kvkk')} />
      <FormError text={formError} />
      <button type="submit" className="button button--ghost member-form__submit" disabled={isSubmitting}>
        {t('checkout.signin.quickSubmit')}
      </button>
    </MemberForm>
  );
}
