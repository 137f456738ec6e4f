// The fields of a card as both the saved-cards form and the checkout's card payment ask for them:
// the number (masked in groups of four, the bank and card family shown once 6 digits are typed),
// the expiry as MM/YY, the cvc and the name on the card. The caller keeps the values and the
// refusals (message keys under wallet.cards.validation) and decides what submitting means.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { IMaskInput } from 'react-imask';
import { ALIAS_MAX, HOLDER_MAX, binOf, type CardFormErrors, type CardFormValues } from './card-form';
import { CardBank } from './CardBank';
import './cards.css';

/** The ids of a field's input, hint and error: `${prefix}-${name}`, `-hint`, `-error`. */
export function fieldId(prefix: string, name: keyof CardFormValues): string {
  return `${prefix}-${name}`;
}

export function CardField({
  prefix,
  name,
  label,
  hint,
  error,
  children,
}: {
  prefix: string;
  name: keyof CardFormValues;
  label: ReactNode;
  hint?: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  const id = fieldId(prefix, name);
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

/** The aria attributes of a field's input: its error when refused, else its hint. */
export function describedBy(prefix: string, name: keyof CardFormValues, errors: CardFormErrors, hasHint = false) {
  const id = fieldId(prefix, name);
  if (errors[name]) return { 'aria-invalid': true, 'aria-describedby': `${id}-error` } as const;
  return hasHint ? { 'aria-describedby': `${id}-hint` } : {};
}

export interface CardFieldsProps {
  /** The ids' prefix, unique on the page. */
  prefix: string;
  values: CardFormValues;
  errors: CardFormErrors;
  onField: (name: keyof CardFormValues, value: string) => void;
  /** The test id of the bank line. */
  bankTestId?: string;
}

/** Number (with the bank line), expiry and cvc side by side, name on the card. */
export function CardFields({ prefix, values, errors, onField, bankTestId }: CardFieldsProps) {
  const { t } = useTranslation();
  const message = (name: keyof CardFormValues) => {
    const key = errors[name];
    return key ? t(`wallet.cards.validation.${key}`) : undefined;
  };
  const set = (name: keyof CardFormValues) => (value: string) => {
    onField(name, value);
  };
  return (
    <>
      <CardField prefix={prefix} name="number" label={t('wallet.cards.fields.number')} error={message('number')}>
        <IMaskInput
          id={fieldId(prefix, 'number')}
          className="member-input wallet-form__number"
          mask="0000 0000 0000 0000 000"
          value={values.number}
          onAccept={set('number')}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          placeholder="0000 0000 0000 0000"
          {...describedBy(prefix, 'number', errors)}
        />
      </CardField>
      <CardBank bin={binOf(values.number)} {...(bankTestId ? { testId: bankTestId } : {})} />
      <div className="member-form__pair">
        <CardField
          prefix={prefix}
          name="expiry"
          label={t('wallet.cards.fields.expiry')}
          hint={t('wallet.cards.fields.expiryHint')}
          error={message('expiry')}
        >
          <IMaskInput
            id={fieldId(prefix, 'expiry')}
            className="member-input"
            mask="00/00"
            value={values.expiry}
            onAccept={set('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            dir="ltr"
            placeholder="MM/YY"
            {...describedBy(prefix, 'expiry', errors, true)}
          />
        </CardField>
        <CardField prefix={prefix} name="cvc" label={t('wallet.cards.fields.cvc')} hint={t('wallet.cards.fields.cvcHint')} error={message('cvc')}>
          <IMaskInput
            id={fieldId(prefix, 'cvc')}
            className="member-input"
            mask="0000"
            value={values.cvc}
            onAccept={set('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            type="password"
            {...describedBy(prefix, 'cvc', errors, true)}
          />
        </CardField>
      </div>
      <CardField prefix={prefix} name="holder" label={t('wallet.cards.fields.holder')} error={message('holder')}>
        <input
          id={fieldId(prefix, 'holder')}
          className="member-input wallet-form__text"
          value={values.holder}
          maxLength={HOLDER_MAX}
          autoComplete="cc-name"
          onChange={(event) => {
            onField('holder', event.target.value);
          }}
          {...describedBy(prefix, 'holder', errors)}
        />
      </CardField>
    </>
  );
}

/** The card's name in the wallet, asked when a card is saved. */
export function CardAliasField({ prefix, values, errors, onField }: Omit<CardFieldsProps, 'bankTestId'>) {
  const { t } = useTranslation();
  const key = errors.alias;
  return (
    <CardField
      prefix={prefix}
      name="alias"
      label={t('wallet.cards.fields.alias')}
      hint={t('wallet.cards.fields.aliasHint')}
      error={key ? t(`wallet.cards.validation.${key}`) : undefined}
    >
      <input
        id={fieldId(prefix, 'alias')}
        className="member-input wallet-form__text"
        value={values.alias}
        maxLength={ALIAS_MAX}
        autoComplete="off"
        onChange={(event) => {
          onField('alias', event.target.value);
        }}
        {...describedBy(prefix, 'alias', errors, true)}
      />
    </CardField>
  );
}
