// The fields of a card as both the saved-cards form and the checkout's card payment ask for them:
// the number (masked in groups of four, the bank and card family shown once 6 digits are typed),
// the expiry as MM/YY, the cvc and the name on the card. The caller keeps the values and the
// refusals (message keys under wallet.cards.validation) and decides what submitting means.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Field } from '../../../components/form/Field';
import { IMaskInput } from 'react-imask';
import { ALIAS_MAX, HOLDER_MAX, binOf, type CardFormErrors, type CardFormValues } from './card-form';
import { CardBank } from './CardBank';
import './cards.css';

/** The ids of a field's input, hint and error: `${prefix}-${name}`, `-hint`, `-error`. */
export function fieldId(prefix: string, name: keyof CardFormValues): string {
  return `${prefix}-${name}`;
}

/** A card field's frame: its label, its `…Hint` text when `hint`, and its refusal's message. */
function CardField({
  prefix,
  name,
  errors,
  hint,
  children,
}: {
  prefix: string;
  name: keyof CardFormValues;
  errors: CardFormErrors;
  hint: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const key = errors[name];
  return (
    <Field
      id={fieldId(prefix, name)}
      label={t(`wallet.cards.fields.${name}`)}
      error={key ? t(`wallet.cards.validation.${key}`) : undefined}
      hint={hint ? t(`wallet.cards.fields.${name}Hint`) : undefined}
    >
      {children}
    </Field>
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
  const set = (name: keyof CardFormValues) => (value: string) => {
    onField(name, value);
  };
  /** A field typed as digits through `mask`, written left to right in every language; `hint` adds its `…Hint` text. */
  const digits = (
    name: 'number' | 'expiry' | 'cvc',
    mask: string,
    input: { className?: string; autoComplete: string; placeholder?: string; type?: 'password' },
    hint = false,
  ) => (
    <CardField prefix={prefix} name={name} errors={errors} hint={hint}>
      <IMaskInput
        id={fieldId(prefix, name)}
        className="member-input"
        mask={mask}
        value={values[name]}
        onAccept={set(name)}
        inputMode="numeric"
        dir="ltr"
        {...input}
        {...describedBy(prefix, name, errors, hint)}
      />
    </CardField>
  );
  return (
    <>
      {digits('number', '0000 0000 0000 0000 000', {
        className: 'member-input wallet-form__number',
        autoComplete: 'cc-number',
        placeholder: '0000 0000 0000 0000',
      })}
      <CardBank bin={binOf(values.number)} {...(bankTestId ? { testId: bankTestId } : {})} />
      <div className="member-form__pair">
        {digits('expiry', '00/00', { autoComplete: 'cc-exp', placeholder: 'MM/YY' }, true)}
        {digits('cvc', '0000', { autoComplete: 'cc-csc', type: 'password' }, true)}
      </div>
      <CardTextField prefix={prefix} values={values} errors={errors} onField={onField} name="holder" maxLength={HOLDER_MAX} autoComplete="cc-name" />
    </>
  );
}

/** A text field of the card; `hint` adds its `…Hint` text. */
function CardTextField({
  prefix,
  values,
  errors,
  onField,
  name,
  maxLength,
  autoComplete,
  hint = false,
}: Omit<CardFieldsProps, 'bankTestId'> & { name: 'holder' | 'alias'; maxLength: number; autoComplete: string; hint?: boolean }) {
  return (
    <CardField prefix={prefix} name={name} errors={errors} hint={hint}>
      <input
        id={fieldId(prefix, name)}
        className="member-input wallet-form__text"
        value={values[name]}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(event) => {
          onField(name, event.target.value);
        }}
        {...describedBy(prefix, name, errors, hint)}
      />
    </CardField>
  );
}

/** The card's name in the wallet, asked when a card is saved. */
export function CardAliasField(props: Omit<CardFieldsProps, 'bankTestId'>) {
  return <CardTextField {...props} name="alias" maxLength={ALIAS_MAX} autoComplete="off" hint />;
}
