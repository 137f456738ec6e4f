// The member's personal details on the account page (page 6): name, surname, email, gender and
// birth date. A new email is not taken at once: the server mails a link to it, and the form says
// so; the address changes when the link is followed (AccountView). A refusal flags the field its
// key names with the server's text.
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import type { AccountMember } from '../../../lib/page-data';
import { firstItem, isSuccess, messageOf } from '../api/customer-call';
import { updateProfile } from '../api/update-customer';
import type { ProfileValues } from '../form-rules';
import { useMemberForm } from '../lazy-resolver';
import { maskEmail, maskString } from '../../../components/form/masks';
import type { Gender } from '../types';
import { BirthDatePicker } from './BirthDatePicker';
import { FormField } from './FormField';
import { EmailField, GenderField, NameFields } from './ContactFields';
import { fieldProps, invalidProps } from '../../../components/form/field-props';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { isOneOf } from '../../../lib/one-of';

type Field = keyof ProfileValues;
const FIELDS: readonly Field[] = ['name', 'surname', 'email', 'gender', 'birth_date'];
const GENDERS: readonly Gender[] = ['', 'male', 'female'];
const NAME_MAX_LENGTH = 50;

function genderOf(value: string): Gender {
  return GENDERS.find((gender) => gender === value) ?? '';
}

type Notice = { ok: boolean; title: string; text?: string } | null;

export function ProfileForm({ member, onSaved }: { member: AccountMember; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice>(null);
  // The day the form opened: the picker and the rule agree on what "after today" is.
  const [today] = useState(() => new Date());
  const form = useMemberForm<ProfileValues>((resolvers) => resolvers.profile(today), {
    name: member.NAME,
    surname: member.SURNAME,
    email: member.EMAIL,
    gender: genderOf(member.GENDER),
    birth_date: member.BIRTH_DATE,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ProfileValues) => {
    setNotice(null);
    let result;
    try {
      result = await updateProfile(values);
    } catch {
      setNotice({ ok: false, title: t('customer.profile.failed') });
      return;
    }
    if (isSuccess(result)) {
      const email = values.email.trim();
      const emailChanged = email.toLowerCase() !== member.EMAIL.toLowerCase();
      setNotice({
        ok: true,
        title: messageOf(result.body, t('customer.profile.saved')),
        ...(emailChanged ? { text: t('customer.profile.emailSent', { email }) } : {}),
      });
      // The account keeps its address until the link is followed, and so does the form.
      if (emailChanged) form.resetField('email', { defaultValue: member.EMAIL });
      await onSaved();
      return;
    }
    const item = firstItem(result.body);
    if (isOneOf(FIELDS, item?.key)) form.setError(item.key, { type: 'server', message: item.statusText });
    else setNotice({ ok: false, title: messageOf(result.body) });
  };

  const field = (name: Field, mask?: (value: string) => string) => fieldProps(form, name, `profile-${name}`, mask);
  const nameMask = (value: string) => maskString(value, NAME_MAX_LENGTH);

  return (
    <MemberForm form={form} onValid={onSubmit} aria-label={t('customer.profile.title')} data-testid="profile-form">
      <NameFields prefix="profile" errors={errors} name={field('name', nameMask)} surname={field('surname', nameMask)} />
      <EmailField id="profile-email" error={errors.email} hint={t('customer.profile.emailHint')} input={field('email', maskEmail)} />
      <div className="member-form__pair">
        <GenderField id="profile-gender" error={errors.gender} select={field('gender')} />
        <FormField id="profile-birth_date" label={t('customer.profile.birthDate')} error={errors.birth_date}>
          <Controller
            control={form.control}
            name="birth_date"
            render={({ field: date }) => (
              <BirthDatePicker
                id="profile-birth_date"
                value={date.value}
                onChange={date.onChange}
                onFocus={() => {
                  form.clearErrors('birth_date');
                }}
                today={today}
                {...invalidProps('profile-birth_date', errors.birth_date)}
              />
            )}
          />
        </FormField>
      </div>
      {notice && (
        <div
          className={`member-alert member-alert--${notice.ok ? 'success' : 'danger'}`}
          role={notice.ok ? 'status' : 'alert'}
          data-testid="profile-notice"
        >
          <p className="member-alert__title">{notice.title}</p>
          {notice.text && <p>{notice.text}</p>}
        </div>
      )}
      <SubmitButton disabled={isSubmitting}>{t('customer.profile.submit')}</SubmitButton>
    </MemberForm>
  );
}
