// Continue as a guest: email, phone (the phone widget), name, surname and the KVKK consent; the
// server keeps them in the session for the next steps and the order.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { EmailField, KvkkField, NameFields, PhoneField } from '../../customer';
import { fieldProps } from '../../../components/form/field-props';
import { maskEmail, maskString } from '../../../components/form/masks';
import { displayPhone, phoneInputById, phoneToSend } from '../../phone';
import { CheckoutCallError, continueAsGuest, type Contact, type GuestValues } from '../api';
import { guestSchema, NAME_MAX_LENGTH } from '../form-rules';
import { FormError, SUBMIT_VALIDATION } from '../../../components/form/form-errors';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { flagRefusedFields } from '../../../components/form/refused-fields';
import { isOneOf } from '../../../lib/one-of';

const FIELDS: readonly FieldPath<GuestValues>[] = ['email', 'phone', 'name', 'surname', 'kvkk'];
const PHONE_ID = 'guest-phone';

interface GuestFormProps {
  /** What the session already knows (a guest coming back), or an email typed elsewhere. */
  initial?: Partial<Contact> | undefined;
  onDone: () => void;
}

export function GuestForm({ initial, onDone }: GuestFormProps) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState('');
  const form = useForm<GuestValues>({
    resolver: zodResolver(guestSchema(phoneInputById(PHONE_ID))),
    defaultValues: {
      email: initial?.email ?? '',
      phone: initial?.phone ? displayPhone(initial.phone) : '',
      name: initial?.name ?? '',
      surname: initial?.surname ?? '',
      kvkk: false,
    },
    ...SUBMIT_VALIDATION,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: GuestValues) => {
    setFormError('');
    try {
      await continueAsGuest({ ...values, phone: phoneToSend(values.phone) });
    } catch (error) {
      if (error instanceof CheckoutCallError && error.fields.length > 0) {
        if (!flagRefusedFields(form, error.fields, (key) => (isOneOf(FIELDS, key) ? key : undefined))) setFormError(error.message);
      } else setFormError(error instanceof Error ? error.message : t('checkout.signin.guestFailed'));
      return;
    }
    onDone();
  };

  const field = (name: FieldPath<GuestValues>, mask?: (value: string) => string) => fieldProps(form, name, `guest-${name}`, mask);
  const nameMask = (value: string) => maskString(value, NAME_MAX_LENGTH);

  return (
    <MemberForm
      form={form}
      onValid={onSubmit}
      className="checkout-guest"
      aria-label={t('checkout.signin.guestTitle')}
      data-testid="guest-form"
    >
      <EmailField id="guest-email" error={errors.email} ltr input={field('email', maskEmail)} />
      <PhoneField
        id={PHONE_ID}
        form={form}
        name="phone"
      />
      <NameFields prefix="guest" errors={errors} name={field('name', nameMask)} surname={field('surname', nameMask)} />
      <KvkkField id="guest-kvkk" error={errors.kvkk} input={field('kvkk')} />
      <FormError text={formError} />
      <SubmitButton disabled={isSubmitting}>{t('checkout.signin.guestSubmit')}</SubmitButton>
    </MemberForm>
  );
}
