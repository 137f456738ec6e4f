// The one-time link of the forgotten-password mail: a new password twice, then on to the login form.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { firstItem, isSuccess, messageOf } from '../api/customer-call';
import { resetPassword } from '../api/reset-password';
import type { ResetPasswordValues } from '../form-rules';
import { useMemberForm } from '../lazy-resolver';
import { maskPassword } from '../../../components/form/masks';
import { FormField } from './FormField';
import { fieldProps } from '../../../components/form/field-props';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { FormError } from '../../../components/form/form-errors';

export function ResetPasswordForm({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const form = useMemberForm<ResetPasswordValues>((resolvers) => resolvers.resetPassword, { password: '', password_again: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ResetPasswordValues) => {
    try {
      const result = await resetPassword({ id, token, ...values });
      if (isSuccess(result)) {
        setAnswer({ ok: true, message: messageOf(result.body, t('customer.reset.done')) });
        return;
      }
      const key = firstItem(result.body)?.key;
      if (key === 'password' || key === 'password_again') {
        form.setError(key, { type: 'server', message: messageOf(result.body) });
      } else setAnswer({ ok: false, message: messageOf(result.body) });
    } catch {
      setAnswer({ ok: false, message: t('customer.reset.failed') });
    }
  };

  if (answer?.ok) {
    return (
      <div className="member-alert member-alert--success" role="status" data-testid="reset-done">
        <p className="member-alert__title">{answer.message}</p>
        <Link className="underline-link" to={localizedPath(getSettings().PAGE_LINK.login)}>
          {t('customer.activation.toLogin')}
        </Link>
      </div>
    );
  }
  const passwordField = (name: 'password' | 'password_again') => fieldProps(form, name, `reset-${name}`, maskPassword);
  return (
    <MemberForm form={form} onValid={onSubmit}>
      <FormField id="reset-password" label={t('customer.fields.newPassword')} error={errors.password}>
        <input className="member-input" type="password" autoComplete="new-password" {...passwordField('password')} />
      </FormField>
      <FormField id="reset-password_again" label={t('customer.fields.passwordAgain')} error={errors.password_again}>
        <input className="member-input" type="password" autoComplete="new-password" {...passwordField('password_again')} />
      </FormField>
      <FormError text={answer?.ok === false ? answer.message : ''} />
      <SubmitButton disabled={isSubmitting}>{t('customer.reset.submit')}</SubmitButton>
    </MemberForm>
  );
}
