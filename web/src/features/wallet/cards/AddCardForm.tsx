// The new-card form: the number (masked in groups of four, the bank and card family shown once 6
// digits are typed), the expiry as MM/YY, the cvc, the name on the card and the card's name in the
// wallet. Its values live with the section, which empties the cvc after a failed attempt and keeps
// the rest; the checks run here, before anything is sent.
import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IMaskInput } from 'react-imask';
import { ALIAS_MAX, HOLDER_MAX, binOf, checkCardForm, type CardFormErrors, type CardFormValues } from './card-form';
import { CardBank } from './CardBank';

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

function Field({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: keyof CardFormValues;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = `${ID}-${name}`;
  return (
    <div className="member-field" data-invalid={error ? true : undefined}>
      <label className="member-field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && !error && (
        <p className="member-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="member-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function AddCardForm({ values, onChange, onSubmit, onCancel, busy, error, takenAliases }: AddCardFormProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<CardFormErrors>({});
  const set = (name: keyof CardFormValues) => (value: string) => {
    onChange({ ...values, [name]: value });
    if (errors[name]) setErrors({ ...errors, [name]: undefined });
  };
  const message = (name: keyof CardFormValues) => {
    const key = errors[name];
    return key ? t(`wallet.cards.validation.${key}`) : undefined;
  };
  const describedBy = (name: keyof CardFormValues, hasHint = false) => {
    const id = `${ID}-${name}`;
    if (errors[name]) return { 'aria-invalid': true, 'aria-describedby': `${id}-error` };
    return hasHint ? { 'aria-describedby': `${id}-hint` } : {};
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkCardForm(values, new Date(), takenAliases);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (Object.keys(found) as (keyof CardFormValues)[])[0];
      if (first) document.getElementById(`${ID}-${first}`)?.focus();
      return;
    }
    onSubmit(values);
  };

  return (
    <form className="member-form wallet-form" aria-labelledby={`${ID}-title`} noValidate onSubmit={submit} data-testid="wallet-card-form">
      <h3 className="wallet-form__title" id={`${ID}-title`}>
        {t('wallet.cards.addTitle')}
      </h3>
      <Field name="number" label={t('wallet.cards.fields.number')} error={message('number')}>
        <IMaskInput
          id={`${ID}-number`}
          className="member-input wallet-form__number"
          mask="0000 0000 0000 0000 000"
          value={values.number}
          onAccept={set('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          placeholder="0000 0000 0000 0000"
          {...describedBy('number')}
        />
      </Field>
      <CardBank bin={binOf(values.number)} testId="wallet-card-bank" />
      <div className="member-form__pair">
        <Field name="expiry" label={t('wallet.cards.fields.expiry')} hint={t('wallet.cards.fields.expiryHint')} error={message('expiry')}>
          <IMaskInput
            id={`${ID}-expiry`}
            className="member-input"
            mask="00/00"
            value={values.expiry}
            onAccept={set('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            dir="ltr"
            placeholder="MM/YY"
            {...describedBy('expiry', true)}
          />
        </Field>
        <Field name="cvc" label={t('wallet.cards.fields.cvc')} hint={t('wallet.cards.fields.cvcHint')} error={message('cvc')}>
          <IMaskInput
            id={`${ID}-cvc`}
            className="member-input"
            mask="0000"
            value={values.cvc}
            onAccept={set('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            type="password"
            {...describedBy('cvc', true)}
          />
        </Field>
      </div>
      <Field name="holder" label={t('wallet.cards.fields.holder')} error={message('holder')}>
        <input
          id={`${ID}-holder`}
          className="member-input wallet-form__text"
          value={values.holder}
          maxLength={HOLDER_MAX}
          autoComplete="cc-name"
          onChange={(event) => {
            set('holder')(event.target.value);
          }}
          {...describedBy('holder')}
        />
      </Field>
      <Field name="alias" label={t('wallet.cards.fields.alias')} hint={t('wallet.cards.fields.aliasHint')} error={message('alias')}>
        <input
          id={`${ID}-alias`}
          className="member-input wallet-form__text"
          value={values.alias}
          maxLength={ALIAS_MAX}
          autoComplete="off"
          onChange={(event) => {
            set('alias')(event.target.value);
          }}
          {...describedBy('alias', true)}
        />
      </Field>
      {error && (
        <p className="member-alert member-alert--danger" role="alert" data-testid="wallet-card-form-error">
          {error}
        </p>
      )}
      <div className="wallet-form__actions">
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
