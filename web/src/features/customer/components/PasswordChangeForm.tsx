// Changing a password: forced before login (a password_change refusal, with the login's username and
// type) or by a signed-in member. A refusal flags the field its key names for 10 s and resets the
// captchas; success moves on after 1.5 s (spec sections 4 and 8).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { showToast } from '../../../components/ui/toast-store';
import { changePasswordForced, updatePassword } from '../api/change-password';
import { firstItem, isSuccess, messageOf } from '../api/customer-call';
import { resetCaptchas } from '../customer-ui';
import type { ChangePasswordValues } from '../form-rules';
import { useMemberForm } from '../lazy-resolver';
import { safeRedirect } from '../login-outcome';
import { maskPassword } from '../../../components/form/masks';
import { adoptAnsweredToken } from '../token';
import type { LoginType } from '../types';
import { FormField } from './FormField';
import { fieldProps } from '../../../components/form/field-props';
import { FormError } from '../../../components/form/form-errors';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { isOneOf } from '../../../lib/one-of';

export const FIELD_ERROR_MS = 10_000;
export const AFTER_CHANGE_MS = 1500;

export type PasswordChangeMode =
  | { kind: 'forced'; username: string; type: LoginType; redirect: string }
  | { kind: 'member' };

type Field = keyof ChangePasswordValues;
const FIELDS: readonly Field[] = ['password_old', 'password', 'password_again'];

export function PasswordChangeForm({ mode, idPrefix }: { mode: PasswordChangeMode; idPrefix: string }) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState('');
  const [done, setDone] = useState('');
  const timers = useRef<number[]>([]);
  const form = useMemberForm<ChangePasswordValues>((resolvers) => resolvers.changePassword, { password_old: '', password: '', password_again: '' });
  const { errors, isSubmitting } = form.formState;

  useEffect(
    () => () => {
      for (const timer of timers.current) window.clearTimeout(timer);
    },
    [],
  );

  const later = (run: () => void, ms: number) => {
    timers.current.push(window.setTimeout(run, ms));
  };

  const onSubmit = async (values: ChangePasswordValues) => {
    setFormError('');
    let result;
    try {
      result =
        mode.kind === 'forced'
          ? await changePasswordForced({ ...values, username: mode.username, type: mode.type, redirect: mode.redirect })
          : await updatePassword(values);
    } catch {
      setFormError(t('customer.password.failed'));
      return;
    }
    if (isSuccess(result)) {
      adoptAnsweredToken(result.body, mode.kind === 'forced');
      const message = messageOf(result.body, t('customer.password.done'));
      setDone(message);
      showToast(message, { variant: 'success' });
      const target = mode.kind === 'forced' ? safeRedirect(result.body?.redirect) || safeRedirect(mode.redirect) : '';
      later(() => {
        if (target) window.location.assign(target);
        else window.location.reload();
      }, AFTER_CHANGE_MS);
      return;
    }
    resetCaptchas();
    const item = firstItem(result.body);
    const message = item?.statusText ?? messageOf(result.body);
    if (isOneOf(FIELDS, item?.key)) {
      const field = item.key;
      form.setError(field, { type: 'server', message });
      later(() => {
        form.clearErrors(field);
      }, FIELD_ERROR_MS);
    } else {
      setFormError(message);
      later(() => {
        setFormError('');
      }, FIELD_ERROR_MS);
    }
  };

  if (done) {
    return (
      <p className="member-alert member-alert--success" role="status" data-testid="password-changed">
        {done}
      </p>
    );
  }

  const passwordField = (name: Field, autoComplete: string) => (
    <input
      className="member-input"
      type="password"
      autoComplete={autoComplete}
      {...fieldProps(form, name, `${idPrefix}-${name}`, maskPassword)}
    />
  );

  return (
    <MemberForm form={form} onValid={onSubmit}>
      <FormField id={`${idPrefix}-password_old`} label={t('customer.fields.oldPassword')} error={errors.password_old}>
        {passwordField('password_old', 'current-password')}
      </FormField>
      <FormField id={`${idPrefix}-password`} label={t('customer.fields.newPassword')} error={errors.password}>
        {passwordField('password', 'new-password')}
      </FormField>
      <FormField id={`${idPrefix}-password_again`} label={t('customer.fields.passwordAgain')} error={errors.password_again}>
        {passwordField('password_again', 'new-password')}
      </FormField>
      <FormError text={formError} />
      <SubmitButton disabled={isSubmitting}>{t('customer.password.submit')}</SubmitButton>
    </MemberForm>
  );
}
