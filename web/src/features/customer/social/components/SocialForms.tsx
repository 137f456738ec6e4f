// The forms of the social sign-in's popups (page 6): a new member's consents, the password that
// joins the sign-in to the member of its email (or a link mailed instead), and the email of a
// sign-in whose provider shared none. Each sends the popup's ticket and hands the answer on; a
// refusal is shown at the field it names, else under the form.
import { useState, type ChangeEvent, type ReactNode } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
  type UseFormSetError,
} from 'react-hook-form';
import { useTranslation } from '../../../../i18n/translate';
import { firstItem } from '../../api/customer-call';
import { Captcha } from '../../components/Captcha';
import { resetCaptchas } from '../../customer-ui';
import { captchaDue } from '../../login-outcome';
import { giveSocialEmail, linkByEmail, linkWithPassword, registerSocial } from '../api/social-login';
import type { SocialConsentValues, SocialEmailValues, SocialLinkValues } from '../../form-rules';
import { useMemberForm } from '../../lazy-resolver';
import { maskEmail, maskPassword } from '../../../../components/form/masks';
import type { CallResult } from '../../types';
import { EmailField } from '../../components/ContactFields';
import { FormField } from '../../components/FormField';
import { fieldProps, invalidProps } from '../../../../components/form/field-props';
import { socialOutcome, type SocialOutcome } from '../social-outcome';
import { FormError } from '../../../../components/form/form-errors';
import { MemberForm, SubmitButton } from '../../../../components/form/MemberForm';

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
function ConsentBoxes<V extends { kvkk: boolean; commercial_message: boolean }>({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: UseFormReturn<V>;
}) {
  const kvkkName = 'kvkk' as Path<V>;
  const kvkk = form.register(kvkkName);
  const { error } = form.getFieldState(kvkkName, form.formState);
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
              form.clearErrors(kvkkName);
              void kvkk.onChange(event);
            }}
          />
        }
      />
      <ConsentBox
        id={commercialId}
        label={t('customer.register.commercial')}
        input={<input type="checkbox" id={commercialId} {...form.register('commercial_message' as Path<V>)} />}
      />
    </>
  );
}

const CONSENT_FIELDS = ['kvkk', 'commercial_message'] as const;

export function ConsentForm({ ticket, onOutcome }: FormProps) {
  const { t } = useTranslation();
  const form = useMemberForm<SocialConsentValues>((resolvers) => resolvers.socialConsent, { kvkk: false, commercial_message: false });
  const { isSubmitting } = form.formState;
  const { submit, formError } = useSocialSubmit(CONSENT_FIELDS, form.setError, onOutcome);
  return (
    <MemberForm
      form={form}
      onValid={(values) => submit(() => registerSocial(ticket, values.commercial_message))}
      aria-label={t('social.consent.title')}
      data-testid="social-consent-form"
    >
      <ConsentBoxes idPrefix="social" form={form} />
      <FormError text={formError} />
      <SubmitButton disabled={isSubmitting}>{t('social.consent.submit')}</SubmitButton>
    </MemberForm>
  );
}

const LINK_FIELDS = ['password', 'securityCode'] as const;

export function LinkForm({ ticket, onOutcome }: FormProps) {
  const { t } = useTranslation();
  // As at the login form: wrong passwords make the security code due.
  const [captcha, setCaptcha] = useState(false);
  const form = useMemberForm<SocialLinkValues>((resolvers) => resolvers.socialLink(captcha), { password: '', securityCode: '' });
  const { errors, isSubmitting } = form.formState;
  const { submit, formError } = useSocialSubmit(LINK_FIELDS, form.setError, onOutcome);
  const [mailing, setMailing] = useState(false);
  const busy = isSubmitting || mailing;

  const onRefusal = (result: CallResult) => {
    const item = firstItem(result.body);
    const attemptsLeft = typeof item?.attempts_left === 'number' ? item.attempts_left : null;
    if (captcha || captchaDue(item?.captcha === 1, attemptsLeft)) {
      setCaptcha(true);
      form.resetField('securityCode');
      resetCaptchas();
    }
    form.resetField('password');
  };

  return (
    <MemberForm
      form={form}
      onValid={(values) => submit(() => linkWithPassword(ticket, values.password, captcha ? values.securityCode : undefined), onRefusal)}
      aria-label={t('social.link.title')}
      data-testid="social-link-form"
    >
      <FormField id="social-password" label={t('customer.fields.password')} error={errors.password} required>
        <input
          className="member-input"
          type="password"
          autoComplete="current-password"
          required
          {...fieldProps(form, 'password', 'social-password', maskPassword)}
        />
      </FormField>
      {captcha && (
        <FormField id="social-security-code" label={t('customer.captcha.label')} error={errors.securityCode} required>
          <Captcha id="social-security-code" inputProps={fieldProps(form, 'securityCode', 'social-security-code')} />
        </FormField>
      )}
      <FormError text={formError} />
      <SubmitButton disabled={busy}>{t('social.link.submit')}</SubmitButton>
      <p className="member-form__intro social-popup__alternative">{t('social.link.noPassword')}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => {
          form.clearErrors();
          setMailing(true);
          void submit(() => linkByEmail(ticket)).finally(() => {
            setMailing(false);
          });
        }}
      >
        {t('social.link.byEmail')}
      </button>
    </MemberForm>
  );
}

const EMAIL_FIELDS = ['email', 'kvkk', 'commercial_message'] as const;

export function EmailForm({ ticket, onOutcome }: FormProps) {
  const { t } = useTranslation();
  const form = useMemberForm<SocialEmailValues>((resolvers) => resolvers.socialEmail, { email: '', kvkk: false, commercial_message: false });
  const { errors, isSubmitting } = form.formState;
  const { submit, formError } = useSocialSubmit(EMAIL_FIELDS, form.setError, onOutcome);
  return (
    <MemberForm
      form={form}
      onValid={(values) => submit(() => giveSocialEmail(ticket, values.email, values.commercial_message))}
      aria-label={t('social.email.title')}
      data-testid="social-email-form"
    >
      <EmailField id="social-email" error={errors.email} required input={{ required: true, ...fieldProps(form, 'email', 'social-email', maskEmail) }} />
      <ConsentBoxes idPrefix="social-email" form={form} />
      <FormError text={formError} />
      <SubmitButton disabled={isSubmitting}>{t('social.email.submit')}</SubmitButton>
    </MemberForm>
  );
}
