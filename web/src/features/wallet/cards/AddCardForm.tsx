// The new-card form: the number (masked in groups of four, the bank and card family shown once 6
// digits are typed), the expiry as MM/YY, the cvc, the name on the card and the card's name in the
// wallet. Its values live with the section, which empties the cvc after a failed attempt and keeps
// the rest; the checks run here, before anything is sent.
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { checkCardForm, type CardFormErrors, type CardFormValues } from './card-form';
import { CardAliasField, CardFields, fieldId } from './CardFields';

export interface AddCardFormProps {
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
  /** Called with values that passed the checks. */
  onSubmit: (values: CardFormValues) => void;
  onCancel: () => void;
  busy: boolean;
  /** The last attempt's failure, shown above the buttons. */
  error: string | null;
  takenAliases: readonly string[];
}

const ID = 'wallet-card';

export function AddCardForm({ values, onChange, onSubmit, onCancel, busy, error, takenAliases }: AddCardFormProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<CardFormErrors>({});
  const set = (name: keyof CardFormValues, value: string) => {
    onChange({ ...values, [name]: value });
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkCardForm(values, new Date(), takenAliases);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (Object.keys(found) as (keyof CardFormValues)[])[0];
      if (first) document.getElementById(fieldId(ID, first))?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form className="member-form wallet-form" aria-labelledby={`${ID}-title`} noValidate onSubmit={submit} data-testid="wallet-card-form">
      <h3 className="wallet-form__title" id={`${ID}-title`}>
        {t('wallet.cards.addTitle')}
      </h3>
      <CardFields prefix={ID} values={values} errors={errors} onField={set} bankTestId="wallet-card-bank" />
      <CardAliasField prefix={ID} values={values} errors={errors} onField={set} />
      {error && (
        <p className="member-alert member-alert--danger" role="alert" data-testid="wallet-card-form-error">
          {error}
        </p>
      )}
      <div className="member-form__actions wallet-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('wallet.cards.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('wallet.cards.saving') : t('wallet.cards.save')}
        </button>
      </div>
    </form>
  );
}
