// The contact page's form (iletisim; spec section 7, send-message/department): a guest writes to
// one of the shop's departments with their name, email and optionally a phone, and answers the
// security code; a wrong or missing code draws a new image (each answers one try). Which fields are
// required, their lengths and whether the security code is shown follow what the server says it
// will check (page=contact), else the built-in rules. Members write from their account instead,
// where they also read the answers.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { Link } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { isNoPhone, phoneInputById } from '../../phone';
import { isSuccess, messageOf } from '../api/customer-call';
import { usePageRules } from '../api/get-page-requirement';
import { Captcha } from '../components/Captcha';
import { PhoneField } from '../components/PhoneField';
import { EmailField } from '../components/ContactFields';
import { FormField } from '../components/FormField';
import { fieldProps } from '../../../components/form/field-props';
import { resetCaptchas } from '../customer-ui';
import { isMember } from '../../../lib/member';
import { lengthAttributes, requiredAttributes } from '../page-requirement';
import { DepartmentField } from './DepartmentField';
import { sendContactMessage } from './api/send-contact-message';
import { MessageBox } from './MessageBox';
import { CONTACT_FIELDS, CONTACT_RULES, contactSchema, refusedFields, type ContactField, type ContactValues } from './message-rules';
import { messagesPath } from './paths';
import '../../../components/ui/member.css';
import './conversations.css';
import { FormError, SUBMIT_VALIDATION } from '../../../components/form/form-errors';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { MemberCard } from '../../../components/ui/MemberCard';

const PHONE_ID = 'contact-phone';
const EMPTY: ContactValues = { name: '', email: '', phone: '', department: '', subject: '', message: '', security_code: '' };

function MemberNote() {
  const { t } = useTranslation();
  return (
    <MemberCard
      titleId="contact-form-title"
      title={t('conversations.contact.title')}
      intro={t('conversations.contact.memberNote')}
      className="contact-form"
      testId="contact-member"
    >
      <Link className="button button--primary" to={messagesPath()}>
        {t('conversations.contact.memberLink')}
      </Link>
    </MemberCard>
  );
}

function GuestForm() {
  const { t } = useTranslation();
  const rules = usePageRules('contact', CONTACT_RULES);
  const [sent, setSent] = useState<{ title: string; email: string } | null>(null);
  const [failure, setFailure] = useState('');
  const form = useForm<ContactValues>({
    resolver: zodResolver(contactSchema(phoneInputById(PHONE_ID), rules)),
    defaultValues: EMPTY,
    ...SUBMIT_VALIDATION,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ContactValues) => {
    setFailure('');
    const withPhone = !isNoPhone(values.phone, phoneInputById(PHONE_ID)());
    const result = await sendContactMessage(values, withPhone);
    if (isSuccess(result)) {
      setSent({ title: messageOf(result.body, t('conversations.contact.sentTitle')), email: values.email.trim() });
      form.reset(EMPTY);
      resetCaptchas();
      return;
    }
    const named = refusedFields(result.body, CONTACT_FIELDS);
    // The image answered its one try: a new one for the next (before the errors are set, as
    // emptying the field clears its error).
    if (named.some((field) => field.key === 'security_code')) {
      form.resetField('security_code');
      resetCaptchas();
    }
    for (const field of named) form.setError(field.key, { type: 'server', message: field.message });
    if (named.length === 0) setFailure(messageOf(result.body));
  };

  const field = (name: Exclude<ContactField, 'phone' | 'message'>) => ({
    ...requiredAttributes(rules.fields[name]),
    ...(name === 'department' ? {} : lengthAttributes(rules.fields[name])),
    ...fieldProps(form, name, `contact-${name}`),
  });
  const marked = (name: ContactField) => rules.fields[name].required;

  if (sent) {
    return (
      <div className="member-alert member-alert--success" role="status" data-testid="contact-sent">
        <p className="member-alert__title">{sent.title}</p>
        <p>{t('conversations.contact.sentText', { email: sent.email })}</p>
        <button
          type="button"
          className="underline-link"
          onClick={() => {
            setSent(null);
          }}
        >
          {t('conversations.contact.another')}
        </button>
      </div>
    );
  }

  return (
    <MemberForm form={form} onValid={onSubmit} aria-labelledby="contact-form-title" data-testid="contact-form">
      <div className="member-form__pair">
        <FormField id="contact-name" label={t('conversations.contact.name')} error={errors.name} required={marked('name')}>
          <input className="member-input" autoComplete="name" {...field('name')} />
        </FormField>
        <EmailField id="contact-email" label={t('conversations.contact.email')} error={errors.email} required={marked('email')} input={field('email')} />
      </div>
      <div className="member-form__pair">
        <PhoneField
          id={PHONE_ID}
          label={t(marked('phone') ? 'conversations.contact.phoneRequired' : 'conversations.contact.phone')}
          form={form}
          name="phone"
          required={marked('phone')}
          inputProps={requiredAttributes(rules.fields.phone)}
        />
        <DepartmentField
          id="contact-department"
          error={errors.department}
          required={marked('department')}
          select={field('department')}
        />
      </div>
      <FormField id="contact-subject" label={t('conversations.subject')} error={errors.subject} required={marked('subject')}>
        <input className="member-input" autoComplete="off" {...field('subject')} />
      </FormField>
      <MessageBox
        form={form}
        id="contact-message"
        label={t('conversations.message')}
        maxChars={rules.fields.message.maxLength}
        required={marked('message')}
      />
      {rules.captcha && (
        <FormField id="contact-security_code" label={t('customer.captcha.label')} error={errors.security_code} required>
          <Captcha id="contact-security_code" inputProps={{ ...field('security_code'), required: true, 'aria-required': true }} />
        </FormField>
      )}
      <p className="contact-form__kvkk">
        {t('conversations.contact.kvkk')}{' '}
        <Link className="underline-link" to={localizedPath('gizlilik-ve-guvenlik')}>
          {t('conversations.contact.kvkkLink')}
        </Link>
      </p>
      <FormError text={failure} />
      <SubmitButton disabled={isSubmitting}>{t('conversations.send')}</SubmitButton>
    </MemberForm>
  );
}

/** Below the contact page's sections: the guest's form, or a member's way to their messages. */
export default function ContactForm() {
  const { t } = useTranslation();
  if (isMember(getSettings().MEMBER_INFO)) return <MemberNote />;
  return (
    <MemberCard titleId="contact-form-title" title={t('conversations.contact.title')} intro={t('conversations.contact.intro')} className="contact-form">
      <GuestForm />
    </MemberCard>
  );
}
