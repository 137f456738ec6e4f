// The forms of the social sign-in's popups (page 6): a new member's consents, the password that
// joins the sign-in to the member of its email (or a link mailed instead), and the email of a
// sign-in whose provider shared none. Each sends the popup's ticket and hands the answer on; a
// refusal is shown at the field it names, else under the form.
import { useState, type ChangeEvent, type ReactNode } from 'react';
import {
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { firstItem } from '../../api/customer-call';
import { Captcha } from '../../components/Captcha';
import { resetCaptchas } from '../../customer-ui';
import { captchaDue } from '../../login-outcome';
import { giveSocialEmail, linkByEmail, linkWithPassword, registerSocial } from '../api/social-login';
import type { SocialConsentValues, SocialEmailValues, SocialLinkValues } from '../../form-rules';
import { lazyResolver, useFormRules } from '../../lazy-resolver';
import { maskEmail, maskPassword } from '../../../../components/form/masks';
import type { CallResult } from '../../types';
import { FormField, invalidProps } from '../../components/FormField';
import { socialOutcome, type SocialOutcome } from '../social-outcome';
import { FormError, SUBMIT_VALIDATION } from '../../../../components/form/form-errors';

interface FormProps {
  ticket: string;
  /** A popup's answer that is not a refusal: signed in, a link mailed, another popup. */
  onOutcome: (outcome: SocialOutcome) => void;
}

/**
 * Sends a popup's call: a refusal goes to the field it names (one of `fields`) or under the form,
 * anything else to `onOutcome`.
 */
function useSocialSubmit<T extends FieldValues>(
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  onOutcome: (outcome: SocialOutcome) => void,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState('');
  /** `onRefusal` sees a refusal's answer first (the link popup reads its captcha flag there). */
  const submit = async (call: () => Promise<CallResult>, onRefusal?: (result: CallResult) => void) => {
    setFormError('');
    let result;
    try {
      result = await call();
    } catch {
      setFormError(t('social.failed'));
      return;
    }
    const outcome = socialOutcome(result, t('social.failed'));
    if (outcome.kind !== 'refused') {
      onOutcome(outcome);
      return;
    }
    onRefusal?.(result);
    // The security code's refusals name it as the form sends it or as the login form calls it.
    const named = outcome.field === 'security_code' ? 'securityCode' : outcome.field;
    const field = fields.find((name) => name === named);
    if (field) setError(field, { type: 'server', message: outcome.message });
    else setFormError(outcome.message);
  };
  return { submit, formError };
}

/** A consent box with its error (the KVKK box must be ticked: 'Bu alan zorunludur'). */
function ConsentBox({
  id,
  label,
  error,
  required = false,
  input,
}: {
  id: string;
  label: ReactNode;
  error?: FieldError | undefined;
  required?: boolean;
  input: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="member-field" data-invalid={error ? true : undefined}>
      <label className="member-check">
        {input}
        <span data-required={required ? true : undefined}>{label}</span>
      </label>
      {error && (
        <p className="member-field__error" id={`${id}-error`} role="alert">
          {error.type === 'server' ? error.message : t(`customer.validation.${error.message ?? 'mandatory'}`)}
        </p>
      )}
    </div>
  );
}

/** The popups' two consents: the KVKK notice (must be ticked) and commercial messages. */
function ConsentBoxes({
  idPrefix,
  kvkk,
  commercial,
  error,
  onKvkkTicked,
}: {
  idPrefix: string;
  kvkk: UseFormRegisterReturn;
  commercial: UseFormRegisterReturn;
  error: FieldError | undefined;
  onKvkkTicked: () => void;
}) {
  const { t } = useTranslation();
  const kvkkId = `${idPrefix}-kvkk`;
  const commercialId = `${idPrefix}-commercial`;
  return (
    <>
      <ConsentBox
        id={kvkkId}
        label={t('customer.register.kvkk')}
        error={error}
        required
        input={
          <input
            type="checkbox"
            id={kvkkId}
            required
            {...kvkk}
            {...invalidProps(kvkkId, error)}
            // Cleared once ticked, not on focus: a popup centred on the screen would move the box
            // between press and release as the error left.
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onKvkkTicked();
              void kvkk.onChange(event);
            }}
          />
        }
      />
      <ConsentBox
        id={commercialId}
        label={t('customer.register.commercial')}
        input={<input type="checkbox" id={commercialId} {...commercial} />}
      />
    </>
  );
}

const CONSENT_FIELDS = ['kvkk', 'commercial_message'] as const;

export function ConsentForm({ ticket, onOutcome }: FormProps) {
  const { t } = useTranslation();
  useFormRules();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SocialConsentValues>({
    resolver: lazyResolver((resolvers) => resolvers.socialConsent),
    defaultValues: { kvkk: false, commercial_message: false },
    ...SUBMIT_VALIDATION,
  });
  const { submit, formError } = useSocialSubmit(CONSENT_FIELDS, setError, onOutcome);
  const kvkk = register('kvkk');
  return (
    <form
      className="member-form"
      noValidate
      aria-label={t('social.consent.title')}
      onSubmit={(event) => void handleSubmit((values) => submit(() => registerSocial(ticket, values.commercial_message)))(event)}
      data-testid="social-consent-form"
    >
      <ConsentBoxes
        idPrefix="social"
        kvkk={kvkk}
        commercial={register('commercial_message')}
        error={errors.kvkk}
        onKvkkTicked={() => {
          clearErrors('kvkk');
        }}
      />
      <FormError text={formError} />
      <button type="submit" className="button button--primary member-form__submit" disabled={isSubmitting}>
        {t('social.consent.submit')}
      </button>
    </form>
  );
}

const LINK_FIELDS = ['password', 'securityCode'] as const;

export function LinkForm({ ticket, onOutcome }: FormProps) {
  const { t } = useTranslation();
  // As at the login form: wrong passwords make the security code due.
  const [captcha, setCaptcha] = useState(false);
  useFormRules();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SocialLinkValues>({
    resolver: lazyResolver((resolvers) => resolvers.socialLink(captcha)),
    defaultValues: { password: '', securityCode: '' },
    ...SUBMIT_VALIDATION,
  });
  const { submit, formError } = useSocialSubmit(LINK_FIELDS, setError, onOutcome);
  const [mailing, setMailing] = useState(false);
  const password = register('password');
  const securityCode = register('securityCode');
  const busy = isSubmitting || mailing;

  const onRefusal = (result: CallResult) => {
    const item = firstItem(result.body);
    const attemptsLeft = typeof item?.attempts_left === 'number' ? item.attempts_left : null;
    if (captcha || captchaDue(item?.captcha === 1, attemptsLeft)) {
      setCaptcha(true);
      resetField('securityCode');
      resetCaptchas();
    }
    resetField('password');
  };

  return (
    <form
      className="member-form"
      noValidate
      aria-label={t('social.link.title')}
      onSubmit={(event) =>
        void handleSubmit((values) =>
          submit(() => linkWithPassword(ticket, values.password, captcha ? values.securityCode : undefined), onRefusal),
        )(event)
      }
      data-testid="social-link-form"
    >
      <FormField id="social-password" label={t('customer.fields.password')} error={errors.password} required>
        <input
          id="social-password"
          className="member-input"
          type="password"
          autoComplete="current-password"
          required
          {...password}
          {...invalidProps('social-password', errors.password)}
          onFocus={() => {
            clearErrors('password');
          }}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            event.target.value = maskPassword(event.target.value);
            void password.onChange(event);
          }}
        />
      </FormField>
      {captcha && (
        <FormField id="social-security-code" label={t('customer.captcha.label')} error={errors.securityCode} required>
          <Captcha
            id="social-security-code"
            inputProps={{
              ...securityCode,
              ...invalidProps('social-security-code', errors.securityCode),
              onFocus: () => {
                clearErrors('securityCode');
              },
            }}
          />
        </FormField>
      )}
      <FormError text={formError} />
      <button type="submit" className="button button--primary member-form__submit" disabled={busy}>
        {t('social.link.submit')}
      </button>
      <p className="member-form__intro social-popup__alternative">{t('social.link.noPassword')}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => {
          clearErrors();
          setMailing(true);
          void submit(() => linkByEmail(ticket)).finally(() => {
            setMailing(false);
          });
        }}
      >
        {t('social.link.byEmail')}
      </button>
    </form>
  );
}

const EMAIL_FIELDS = ['email', 'kvkk', 'commercial_message'] as const;

export function EmailForm({ ticket, onOutcome }: FormProps) {
  const { t } = useTranslation();
  useFormRules();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SocialEmailValues>({
    resolver: lazyResolver((resolvers) => resolvers.socialEmail),
    defaultValues: { email: '', kvkk: false, commercial_message: false },
    ...SUBMIT_VALIDATION,
  });
  const { submit, formError } = useSocialSubmit(EMAIL_FIELDS, setError, onOutcome);
  const email = register('email');
  const kvkk = register('kvkk');
  return (
    <form
      className="member-form"
      noValidate
      aria-label={t('social.email.title')}
      onSubmit={(event) =>
        void handleSubmit((values) => submit(() => giveSocialEmail(ticket, values.email, values.commercial_message)))(event)
      }
      data-testid="social-email-form"
    >
      <FormField id="social-email" label={t('customer.fields.email')} error={errors.email} required>
        <input
          id="social-email"
          className="member-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...email}
          {...invalidProps('social-email', errors.email)}
          onFocus={() => {
            clearErrors('email');
          }}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            event.target.value = maskEmail(event.target.value);
            void email.onChange(event);
          }}
        />
      </FormField>
      <ConsentBoxes
        idPrefix="social-email"
        kvkk={kvkk}
        commercial={register('commercial_message')}
        error={errors.kvkk}
        onKvkkTicked={() => {
          clearErrors('kvkk');
        }}
      />
      <FormError text={formError} />
      <button type="submit" className="button button--primary member-form__submit" disabled={isSubmitting}>
        {t('social.email.submit')}
      </button>
    </form>
  );
}
