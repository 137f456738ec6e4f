// The address form: title, name, surname, phone, the region cascade with the postcode, the street
// address, the invoice (individual with TCKN, or corporate with company name, tax office, VKN and
// the e-invoice flag) and the default delivery and invoice marks. It saves through the address
// book's save call and knows nothing of the page it is on, so the checkout can use it as well.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { showToast } from '../../../components/ui/toast-store';
import { ADDRESS_LIST_KEY, AddressCallError, saveAddress } from '../api/address-book';
import {
  ADDRESS_MAX,
  addressSchema,
  addressValuesShape,
  COMPANY_NAME_MAX,
  SHORT_FIELD_MAX,
  type AddressValues,
} from '../address-rules';
import { LEVELS, placeOf, placeProblems, type Place } from '../cascade';
import { maskNumber } from '../../../components/form/masks';
import { PhoneInput } from '../../phone';
import { phoneForSave, phoneProblemFor } from '../phone-field';
import type { Address, AddressForm as AddressFields } from '../types';
import { useRegionCascade } from '../use-region-cascade';
import { RegionPicker, type PlaceField } from './RegionPicker';
import { TaxOfficePicker } from './TaxOfficePicker';
import './address.css';
import { FormError, SUBMIT_VALIDATION } from '../../../components/form/form-errors';
import { fieldProps } from '../../../components/form/field-props';
import { MemberForm } from '../../../components/form/MemberForm';
import { Field } from '../../../components/form/Field';
import { isOneOf } from '../../../lib/one-of';

export interface AddressFormProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The address to edit; a new one without it. */
  address?: Address | undefined;
  /** Values a new address starts with (the member's name, say). */
  defaults?: Partial<AddressValues> | undefined;
  onSaved: () => void;
  onCancel?: (() => void) | undefined;
}

const EMPTY: AddressValues = {
  title: '',
  name: '',
  surname: '',
  phone: '',
  address: '',
  invoice_type: 'individual',
  tckn: '',
  company_name: '',
  tax_office: '',
  vkn: '',
  e_invoice: false,
  default_delivery: false,
  default_invoice: false,
};

const VALUE_FIELDS = Object.keys(addressValuesShape.shape) as FieldPath<AddressValues>[];
const PLACE_FIELDS: readonly PlaceField[] = [...LEVELS, 'postcode'];

function valuesOf(address: Address): AddressValues {
  return {
    title: address.title,
    name: address.name,
    surname: address.surname,
    phone: address.phone,
    address: address.address,
    invoice_type: address.invoice_type,
    tckn: address.tckn,
    company_name: address.company_name,
    tax_office: address.tax_office,
    vkn: address.vkn,
    e_invoice: address.e_invoice === 1,
    default_delivery: address.default_delivery === 1,
    default_invoice: address.default_invoice === 1,
  };
}

function placeOfAddress(address: Address): Place {
  const { country, state, city, town, district, postcode } = address;
  return { country, state, city, town, district, postcode };
}

/** The save call's fields: the invoice fields of the other invoice type are sent empty. */
export function addressFields(values: AddressValues, place: Place, id?: number): AddressFields {
  const corporate = values.invoice_type === 'corporate';
  return {
    ...(id === undefined ? {} : { id }),
    title: values.title.trim(),
    name: values.name.trim(),
    surname: values.surname.trim(),
    phone: phoneForSave(values.phone),
    ...place,
    address: values.address.trim(),
    invoice_type: values.invoice_type,
    tckn: corporate ? '' : values.tckn.trim(),
    company_name: corporate ? values.company_name.trim() : '',
    tax_office: corporate ? values.tax_office.trim() : '',
    vkn: corporate ? values.vkn.trim() : '',
    e_invoice: corporate && values.e_invoice ? 1 : 0,
    default_delivery: values.default_delivery ? 1 : 0,
    default_invoice: values.default_invoice ? 1 : 0,
  };
}

export function AddressForm({ idPrefix, address, defaults, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [cascade, dispatch] = useRegionCascade(address ? placeOfAddress(address) : undefined);
  const inTurkey = cascade.levels.country.value === 'TR';
  const [placeErrors, setPlaceErrors] = useState<Partial<Record<PlaceField, string>>>({});
  const [formError, setFormError] = useState('');

  // The form takes the resolver of each render, so the rules know the country chosen last.
  const resolver = useMemo(
    () => zodResolver(addressSchema({ inTurkey, phoneProblem: phoneProblemFor(`${idPrefix}-phone`) })),
    [inTurkey, idPrefix],
  );
  const form = useForm<AddressValues>({
    resolver,
    defaultValues: address ? valuesOf(address) : { ...EMPTY, ...defaults },
    ...SUBMIT_VALIDATION,
  });
  const { errors, isSubmitting } = form.formState;
  const invoiceType = useWatch({ control: form.control, name: 'invoice_type' });

  const errorText = (error: FieldError | undefined): string => {
    const key = error?.message;
    if (!key) return '';
    if (error.type === 'server') return key;
    if (key.startsWith('tooLong:')) return t('address.validation.tooLong', { max: Number(key.slice('tooLong:'.length)) });
    return t(`address.validation.${key}`, key);
  };

  const checkPlace = (): boolean => {
    const problems = placeProblems(cascade);
    const texts: Partial<Record<PlaceField, string>> = {};
    for (const [field, problem] of Object.entries(problems)) texts[field as PlaceField] = t(`address.validation.${problem}`);
    setPlaceErrors(texts);
    return Object.keys(texts).length === 0;
  };

  const onValid = async (values: AddressValues) => {
    setFormError('');
    if (!checkPlace()) return;
    try {
      await saveAddress(addressFields(values, placeOf(cascade), address?.id));
    } catch (error) {
      if (!(error instanceof AddressCallError)) {
        setFormError(t('address.saveFailed'));
        return;
      }
      const fromServer: Partial<Record<PlaceField, string>> = {};
      let shown = false;
      for (const field of error.fields) {
        if (isOneOf(VALUE_FIELDS, field.key)) {
          form.setError(field.key, { type: 'server', message: field.message });
          shown = true;
        } else if (isOneOf(PLACE_FIELDS, field.key)) {
          fromServer[field.key] = field.message;
          shown = true;
        }
      }
      setPlaceErrors(fromServer);
      if (!shown) setFormError(error.message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ADDRESS_LIST_KEY });
    showToast(t('address.saved'), { variant: 'success' });
    onSaved();
  };

  const field = (name: FieldPath<AddressValues>, maxLength?: number, mask?: (value: string) => string) => ({
    maxLength,
    ...fieldProps(form, name, `${idPrefix}-${name}`, mask),
  });

  const fieldBox = (name: FieldPath<AddressValues>, label: string, input: ReactNode, hint?: string) => (
    <Field id={`${idPrefix}-${name}`} label={label} error={errorText(errors[name])} hint={hint}>
      {input}
    </Field>
  );

  const digits = (length: number) => (value: string) => maskNumber(value, length);

  return (
    <MemberForm
      form={form}
      onValid={onValid}
      onInvalid={() => {
        checkPlace();
      }}
      className="address-form"
      aria-label={address ? t('address.editTitle') : t('address.addTitle')}
    >
      {fieldBox('title', t('address.fields.title'), <input className="member-input" placeholder={t('address.titlePlaceholder')} {...field('title', SHORT_FIELD_MAX)} />)}
      <div className="member-form__pair">
        {fieldBox('name', t('address.fields.name'), <input className="member-input" autoComplete="given-name" {...field('name', SHORT_FIELD_MAX)} />)}
        {fieldBox('surname', t('address.fields.surname'), <input className="member-input" autoComplete="family-name" {...field('surname', SHORT_FIELD_MAX)} />)}
      </div>
      {fieldBox(
        'phone',
        t('address.fields.phone'),
        <Controller
          control={form.control}
          name="phone"
          render={({ field: phone }) => (
            <PhoneInput
              id={`${idPrefix}-phone`}
              name={phone.name}
              ref={phone.ref}
              className="member-input"
              autoComplete="tel"
              value={phone.value}
              onChange={phone.onChange}
              onBlur={phone.onBlur}
              onFocus={() => {
                form.clearErrors('phone');
              }}
              {...(errors.phone ? { 'aria-invalid': true, 'aria-describedby': `${idPrefix}-phone-error` } : {})}
            />
          )}
        />,
      )}
      <RegionPicker
        idPrefix={idPrefix}
        state={cascade}
        dispatch={dispatch}
        errors={placeErrors}
        onFieldTouched={(touched) => {
          // A chosen district fills the postcode, so its error goes too.
          const cleared: PlaceField[] = touched === 'district' ? ['district', 'postcode'] : [touched];
          setPlaceErrors((errors) =>
            Object.fromEntries(Object.entries(errors).filter(([field]) => !(cleared as string[]).includes(field))),
          );
        }}
      />
      {fieldBox(
        'address',
        t('address.fields.address'),
        <textarea className="member-input address-form__street" rows={3} autoComplete="street-address" {...field('address', ADDRESS_MAX)} />,
      )}
      <fieldset className="address-form__invoice">
        <legend className="member-field__label">{t('address.fields.invoiceType')}</legend>
        <div className="address-form__choices">
          <label className="member-check">
            <input type="radio" value="individual" {...form.register('invoice_type')} />
            <span>{t('address.invoice.individual')}</span>
          </label>
          <label className="member-check">
            <input type="radio" value="corporate" {...form.register('invoice_type')} />
            <span>{t('address.invoice.corporate')}</span>
          </label>
        </div>
      </fieldset>
      {invoiceType === 'individual' ? (
        fieldBox(
          'tckn',
          t('address.fields.tckn'),
          <input className="member-input" inputMode="numeric" dir="ltr" autoComplete="off" {...field('tckn', 11, digits(11))} />,
          inTurkey ? undefined : t('address.tcknForeigner'),
        )
      ) : (
        <>
          {fieldBox(
            'company_name',
            t('address.fields.companyName'),
            <input className="member-input" autoComplete="organization" {...field('company_name', COMPANY_NAME_MAX)} />,
          )}
          {inTurkey ? (
            <Controller
              control={form.control}
              name="tax_office"
              render={({ field: office }) => (
                <TaxOfficePicker
                  id={`${idPrefix}-tax_office`}
                  city={cascade.levels.city.status === 'select' ? cascade.levels.city.value : ''}
                  value={office.value}
                  onChange={office.onChange}
                  onFocus={() => {
                    form.clearErrors('tax_office');
                  }}
                  error={errorText(errors.tax_office) || undefined}
                />
              )}
            />
          ) : (
            fieldBox('tax_office', t('address.fields.taxOffice'), <input className="member-input" {...field('tax_office', 100)} />)
          )}
          {fieldBox(
            'vkn',
            t('address.fields.vkn'),
            <input className="member-input" inputMode="numeric" dir="ltr" autoComplete="off" {...field('vkn', 10, digits(10))} />,
          )}
          <label className="member-check">
            <input type="checkbox" {...form.register('e_invoice')} />
            <span>{t('address.fields.eInvoice')}</span>
          </label>
        </>
      )}
      <div className="address-form__defaults">
        <label className="member-check">
          <input type="checkbox" {...form.register('default_delivery')} />
          <span>{t('address.fields.defaultDelivery')}</span>
        </label>
        <label className="member-check">
          <input type="checkbox" {...form.register('default_invoice')} />
          <span>{t('address.fields.defaultInvoice')}</span>
        </label>
      </div>
      <FormError text={formError} />
      <div className="member-form__actions">
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('ui.cancel')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={isSubmitting}>
          {t('address.save')}
        </button>
      </div>
    </MemberForm>
  );
}
