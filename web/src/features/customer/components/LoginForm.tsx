// The one login form, on the login page, in the login popup and in the header dropdown: email, phone
// (the phone widget, sent as digits) or vendor code, password, remember me, and the security code once the
// server asks for it. What each answer does is in login-outcome.ts (spec sections 4 and 8).
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { Link } from 'react-router';
import { showToast } from '../../../components/ui/toast-store';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { usePopupLogin } from '../api/get-popup-login';
import { login } from '../api/login';
import { resetCaptchas, setCustomerUi } from '../customer-ui';
import type { LoginValues } from '../form-rules';
import { useMemberForm } from '../lazy-resolver';
import { captchaDue, LOGIN_ERROR_TOAST_MS, loginOutcome, safeRedirect } from '../login-outcome';
import { phoneInputById } from '../../phone';
import { maskPassword } from '../../../components/form/masks';
import { completeLogin } from '../token';
import { LOGIN_TYPES, type LoginType } from '../types';
import { Captcha } from './Captcha';
import { PhoneControl } from './PhoneField';
import { FormField } from './FormField';
import { fieldProps } from '../../../components/form/field-props';
import { FORGOT_PASSWORD_SLUG } from '../paths';
import { FormError } from '../../../components/form/form-errors';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';

/** Spec section 4: the header form reloads the page 1.5 s after a successful login. */
export const RELOAD_AFTER_LOGIN_MS = 1500;
/** Spec section 8: header login feedback stays 2.4 s. */
export const HEADER_FEEDBACK_MS = 2400;

export type LoginVariant = 'page' | 'popup' | 'header';

interface LoginFormProps {
  variant: LoginVariant;
  /** Where to go after logging in from the login page (a same-site path). */
  redirect?: string;
}

interface Feedback {
  tone: 'success' | 'danger';
  message: string;
}

export function LoginForm({ variant, redirect = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const links = getSettings().PAGE_LINK;
  const popupLogin = usePopupLogin();
  const types = popupLogin.data?.types ?? [...LOGIN_TYPES];
  const [serverCaptcha, setServerCaptcha] = useState<{ captcha: boolean; attemptsLeft: number | null }>({
    captcha: false,
    attemptsLeft: null,
  });
  const showCaptcha = captchaDue(serverCaptcha.captcha || popupLogin.data?.captcha === true, serverCaptcha.attemptsLeft);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [formError, setFormError] = useState('');
  const feedbackTimer = useRef<number | undefined>(undefined);
  const id = (name: string) => `login-${variant}-${name}`;

  const form = useMemberForm<LoginValues>((resolvers) => resolvers.login(showCaptcha, phoneInputById(id('username'))), { type: types[0] ?? 'email', username: '', password: '', rememberMe: false, securityCode: '' });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });

  useEffect(
    () => () => {
      window.clearTimeout(feedbackTimer.current);
    },
    [],
  );

  const flash = (next: Feedback) => {
    setFeedback(next);
    window.clearTimeout(feedbackTimer.current);
    feedbackTimer.current = window.setTimeout(() => {
      setFeedback(null);
    }, HEADER_FEEDBACK_MS);
  };

  const onSubmit = async (values: LoginValues) => {
    setFormError('');
    const target = safeRedirect(redirect);
    let result;
    try {
      result = await login({
        username: values.username,
        type: values.type,
        password: values.password,
        rememberMe: values.rememberMe,
        redirect: target,
        ...(showCaptcha ? { securityCode: values.securityCode } : {}),
      });
    } catch {
      setFormError(t('customer.login.failed'));
      return;
    }
    const outcome = loginOutcome(result);
    switch (outcome.kind) {
      case 'success': {
        completeLogin(outcome.bearer, outcome.expAt);
        const message = outcome.message || t('customer.login.success');
        if (variant === 'header') flash({ tone: 'success', message });
        else showToast(message, { variant: 'success' });
        // A cart line the stock cut down as the carts joined: said, and given time to be read.
        for (const notice of outcome.cartNotices) showToast(notice, { variant: 'info', duration: LOGIN_ERROR_TOAST_MS });
        const destination = variant === 'page' ? safeRedirect(outcome.redirect) || target || localizedPath('') : '';
        window.setTimeout(
          () => {
            if (destination) window.location.assign(destination);
            else window.location.reload();
          },
          outcome.cartNotices.length > 0 ? LOGIN_ERROR_TOAST_MS : RELOAD_AFTER_LOGIN_MS,
        );
        return;
      }
      case 'passwordChange':
        setCustomerUi({
          loginPopupOpen: false,
          forcedChange: { username: values.username, type: values.type, message: outcome.message, redirect: target },
        });
        return;
      case 'refused':
        setServerCaptcha({ captcha: outcome.captcha, attemptsLeft: outcome.attemptsLeft });
        form.resetField('password');
        form.resetField('securityCode');
        resetCaptchas();
        if (variant === 'header') flash({ tone: 'danger', message: outcome.message });
        else showToast(outcome.message, { variant: 'danger', duration: LOGIN_ERROR_TOAST_MS });
        return;
      case 'error':
        if (outcome.field === 'username' || outcome.field === 'password' || outcome.field === 'securityCode') {
          form.setError(outcome.field, { type: 'server', message: outcome.message });
        } else setFormError(outcome.message);
        return;
      case 'ignored':
        return;
    }
  };

  const chooseType = (next: LoginType) => {
    form.setValue('type', next);
    form.setValue('username', '');
    form.clearErrors();
  };

  const usernameLabel = t(`customer.login.username.${type}`);

  return (
    <MemberForm form={form} onValid={onSubmit} className={`login-form login-form--${variant}`} aria-label={t('customer.login.title')}>
      {types.length > 1 && (
        <div className="login-form__types" role="radiogroup" aria-label={t('customer.login.typeLabel')}>
          {types.map((option) => (
            <label key={option} className="login-form__type">
              <input
                type="radio"
                name={id('type')}
                value={option}
                checked={type === option}
                onChange={() => {
                  chooseType(option);
                }}
              />
              <span>{t(`customer.login.type.${option}`)}</span>
            </label>
          ))}
        </div>
      )}
      <FormField id={id('username')} label={usernameLabel} error={errors.username}>
        {type === 'phone' ? (
          <PhoneControl
            id={id('username')}
            form={form}
            name="username"
          />
        ) : (
          <input
            className="member-input"
            {...fieldProps(form, 'username', id('username'))}
            {...(type === 'email'
              ? { type: 'email', autoComplete: 'username', inputMode: 'email' as const }
              : { type: 'text', autoComplete: 'username' })}
          />
        )}
      </FormField>
      <FormField id={id('password')} label={t('customer.fields.password')} error={errors.password}>
        <input
          className="member-input"
          type="password"
          autoComplete="current-password"
          {...fieldProps(form, 'password', id('password'), maskPassword)}
        />
      </FormField>
      {showCaptcha && (
        <FormField id={id('securityCode')} label={t('customer.captcha.label')} error={errors.securityCode}>
          <Captcha id={id('securityCode')} inputProps={fieldProps(form, 'securityCode', id('securityCode'))} />
        </FormField>
      )}
      <div className="login-form__row">
        <label className="member-check">
          <input type="checkbox" {...form.register('rememberMe')} />
          <span>{t('customer.login.rememberMe')}</span>
        </label>
        <Link className="underline-link" to={localizedPath(FORGOT_PASSWORD_SLUG)}>
          {t('customer.login.forgot')}
        </Link>
      </div>
      <FormError text={formError} />
      <SubmitButton disabled={isSubmitting}>{t('customer.login.submit')}</SubmitButton>
      {feedback && (
        <p
          className={`login-feedback login-feedback--${feedback.tone}`}
          role={feedback.tone === 'danger' ? 'alert' : 'status'}
          data-testid="login-feedback"
        >
          {feedback.message}
        </p>
      )}
      {variant !== 'page' && (
        <p className="login-form__register">
          {t('customer.login.noAccount')}{' '}
          <Link className="underline-link" to={localizedPath(links.register)}>
            {t('customer.login.registerLink')}
          </Link>
        </p>
      )}
    </MemberForm>
  );
}
