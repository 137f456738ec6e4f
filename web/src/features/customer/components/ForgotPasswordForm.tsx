// Forgotten password (sifremi-unuttum): asks for the email; the server always answers alike and
// mails a one-time link back to this page with token and id, where ResetPasswordForm takes over.
// Asked too often, the server wants the security code: the form then shows the captcha.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { isSuccess, messageOf } from '../api/customer-call';
import { forgotPassword } from '../api/forgot-password';
import { resetCaptchas } from '../customer-ui';
import type { ForgotPasswordValues } from '../form-rules';
import { useMemberForm } from '../lazy-resolver';
import { loginOutcome } from '../login-outcome';
import { Captcha } from './Captcha';
import { EmailField } from './ContactFields';
import { FormField } from './FormField';
import { fieldProps } from '../../../components/form/field-props';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { FormError } from '../../../components/form/form-errors';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);
  const [captcha, setCaptcha] = useState(false);
  const form = useMemberForm<ForgotPasswordValues>((resolvers) => resolvers.forgotPassword, { email: '', securityCode: '' });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      const result = await forgotPassword(values.email, captcha ? values.securityCode : undefined);
      const ok = isSuccess(result);
      setAnswer({ ok, message: messageOf(result.body, ok ? t('customer.forgot.sent') : t('customer.forgot.failed')) });
      const outcome = loginOutcome(result);
      if (outcome.kind === 'refused' && outcome.captcha) {
        setCaptcha(true);
        form.resetField('securityCode');
        resetCaptchas();
      }
    } catch {
      setAnswer({ ok: false, message: t('customer.forgot.failed') });
    }
  };

  if (answer?.ok) {
    return (
      <p className="member-alert member-alert--success" role="status" data-testid="forgot-sent">
        {answer.message}
      </p>
    );
  }
  return (
    <MemberForm form={form} onValid={onSubmit}>
      <p className="member-form__intro">{t('customer.forgot.intro')}</p>
      <EmailField id="forgot-email" error={errors.email} input={fieldProps(form, 'email', 'forgot-email')} />
      {captcha && (
        <FormField id="forgot-security-code" label={t('customer.captcha.label')} error={errors.securityCode}>
          <Captcha id="forgot-security-code" inputProps={fieldProps(form, 'securityCode', 'forgot-security-code')} />
        </FormField>
      )}
      <FormError text={answer?.ok === false ? answer.message : ''} />
      <SubmitButton disabled={isSubmitting}>{t('customer.forgot.submit')}</SubmitButton>
    </MemberForm>
  );
}
