// The member's phone on the account page (page 6): a new number is saved only with the six-digit
// code the server sends to it by SMS (services/verify-sms). The number is typed in the phone
// widget, a code is asked for it, then the code is typed (the phone's one-time-code autofill
// offers it); a new code or another number can be asked for. Refusals (a wrong or expired code, a
// code asked again too soon, a number taken) are the server's texts at the field they name.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { displayPhone, phoneInputById } from '../../phone';
import { firstItem, isSuccess, messageOf } from '../api/customer-call';
import { verifySms } from '../api/verify-sms';
import { PHONE_CODE_LENGTH, type PhoneChangeValues } from '../form-rules';
import { useMemberForm } from '../lazy-resolver';
import { maskNumber } from '../../../components/form/masks';
import { PhoneField } from './PhoneField';
import { FormField } from './FormField';
import { fieldProps } from '../../../components/form/field-props';
import './account-sections.css';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { type Notice, NoticeNote } from '../../../components/ui/SectionNotes';

const PHONE_ID = 'profile-phone';
const CODE_ID = 'profile-phone-code';

export function PhoneChange({ phone, onSaved }: { phone: string; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [codeSent, setCodeSent] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const form = useMemberForm<PhoneChangeValues>((resolvers) => resolvers.phoneChange(codeSent, phoneInputById(PHONE_ID)), { phone: '', code: '' });
  const { errors, isSubmitting } = form.formState;

  /** Shows a refusal at the field it names, else under the form. */
  const refuse = (body: Parameters<typeof messageOf>[0]) => {
    const item = firstItem(body);
    if (item?.key === 'phone' || item?.key === 'code') form.setError(item.key, { type: 'server', message: item.statusText });
    else setNotice({ variant: 'danger', text: messageOf(body, t('customer.phoneChange.failed')) });
  };

  const call = async (values: PhoneChangeValues, withCode: boolean) => {
    setNotice(null);
    let result;
    try {
      result = await verifySms(values.phone, withCode ? values.code : undefined);
    } catch {
      setNotice({ variant: 'danger', text: t('customer.phoneChange.failed') });
      return;
    }
    if (!isSuccess(result)) {
      refuse(result.body);
      return;
    }
    if (!withCode) {
      setCodeSent(true);
      form.resetField('code');
      setNotice({ variant: 'info', text: messageOf(result.body, t('customer.phoneChange.sent')) });
      return;
    }
    setCodeSent(false);
    form.reset();
    setNotice({ variant: 'success', text: messageOf(result.body, t('customer.phoneChange.saved')) });
    await onSaved();
  };

  return (
    <MemberForm
      form={form}
      onValid={(values) => call(values, codeSent)}
      className="phone-change"
      aria-labelledby="profile-phone-title"
      data-testid="phone-change"
    >
      <h3 id="profile-phone-title" className="phone-change__title">
        {t('customer.phoneChange.title')}
      </h3>
      {phone ? (
        <p className="member-form__intro">
          {t('customer.phoneChange.current')}:{' '}
          <bdi dir="ltr" data-testid="phone-current">
            {displayPhone(phone)}
          </bdi>
        </p>
      ) : (
        <p className="member-form__intro">{t('customer.phoneChange.none')}</p>
      )}
      <PhoneField
        id={PHONE_ID}
        label={t('customer.phoneChange.newPhone')}
        form={form}
        name="phone"
        inputProps={{ disabled: codeSent }}
      />
      {codeSent && (
        <FormField id={CODE_ID} label={t('customer.phoneChange.code')} error={errors.code} hint={t('customer.phoneChange.codeHint')}>
          <input
            className="member-input phone-change__code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            dir="ltr"
            {...fieldProps(form, 'code', CODE_ID, (value) => maskNumber(value, PHONE_CODE_LENGTH))}
            // The code field comes after the code was sent: the member types there next.
            autoFocus
          />
        </FormField>
      )}
      <NoticeNote notice={notice} testId="phone-notice" />
      <SubmitButton disabled={isSubmitting}>
        {t(codeSent ? 'customer.phoneChange.verify' : 'customer.phoneChange.sendCode')}
      </SubmitButton>
      {codeSent && (
        <div className="phone-change__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={isSubmitting}
            onClick={() => {
              form.clearErrors();
              void call(form.getValues(), false);
            }}
          >
            {t('customer.phoneChange.resend')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setCodeSent(false);
              setNotice(null);
              form.clearErrors();
            }}
          >
            {t('customer.phoneChange.otherNumber')}
          </button>
        </div>
      )}
    </MemberForm>
  );
}
