// A child added or changed on the account page: a name (may be left empty), the birth month as a
// year and a month, and, if the parent likes, height and weight (a decimal comma or point). The
// server checks every field; its refusal is shown beside the fields it names.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../../components/form/field-props';
import { FormError, SUBMIT_VALIDATION } from '../../../../components/form/form-errors';
import { maskPrice } from '../../../../components/form/masks';
import { NumberSelect } from '../../../../components/form/NumberSelect';
import { showToast } from '../../../../components/ui/toast-store';
import { useTranslation } from '../../../../i18n/translate';
import { monthName } from '../../../../lib/format';
import { FormField } from '../../components/FormField';
import { refreshChildren, saveChild, type Child } from '../api/children';
import { birthYears, CHILD_FIELD_OF, childFields, childValuesOf, EMPTY_CHILD, type ChildValues } from '../child-values';
import { MemberForm, SubmitOrCancel } from '../../../../components/form/MemberForm';
import { flagRefusedFields } from '../../../../components/form/refused-fields';

/** The longest name the server keeps. */
const NAME_MAX_LENGTH = 40;
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

interface ChildFormProps {
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** The child to change; a new one without it. */
  child?: Child | undefined;
  onDone: () => void;
}

export function ChildForm({ idPrefix, child, onDone }: ChildFormProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [years] = useState(() => birthYears(new Date()));
  const [formError, setFormError] = useState('');
  const form = useForm<ChildValues>({
    defaultValues: child ? childValuesOf(child, i18n.language) : EMPTY_CHILD,
    ...SUBMIT_VALIDATION,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ChildValues) => {
    setFormError('');
    const built = childFields(values);
    if (!built.ok) {
      for (const name of built.invalid) form.setError(name, { type: 'validate', message: 'children.invalidNumber' });
      return;
    }
    let outcome;
    try {
      outcome = await saveChild(child?.ID ?? null, built.fields, t('children.failed'));
    } catch {
      setFormError(t('children.failed'));
      return;
    }
    if (outcome.ok) {
      await refreshChildren(queryClient);
      showToast(outcome.message, { variant: 'success' });
      onDone();
      return;
    }
    if (!flagRefusedFields(form, outcome.fields, (key) => CHILD_FIELD_OF[key])) setFormError(outcome.message);
  };

  const id = (name: keyof ChildValues) => `${idPrefix}-${name}`;
  const field = (name: keyof ChildValues, mask?: (value: string) => string) => fieldProps(form, name, id(name), mask);

  return (
    <MemberForm
      form={form}
      onValid={onSubmit}
      className="child-form"
      aria-label={t(child ? 'children.editTitle' : 'children.addTitle')}
      data-testid="child-form"
    >
      <FormField id={id('name')} label={t('children.fields.name')} error={errors.name} hint={t('children.fields.nameHint')}>
        <input className="member-input" autoComplete="off" maxLength={NAME_MAX_LENGTH} {...field('name')} />
      </FormField>
      <div className="member-form__pair">
        <FormField id={id('birthYear')} label={t('children.fields.birthYear')} error={errors.birthYear} required>
          <NumberSelect numbers={years} choose={t('children.fields.choose')} required {...field('birthYear')} />
        </FormField>
        <FormField id={id('birthMonth')} label={t('children.fields.birthMonth')} error={errors.birthMonth} required>
          <select className="member-input" required {...field('birthMonth')}>
            <option value="">{t('children.fields.choose')}</option>
            {MONTHS.map((month) => (
              <option key={month} value={String(month).padStart(2, '0')}>
                {monthName(month, i18n.language)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div className="member-form__pair">
        {(['height', 'weight'] as const).map((name) => (
          <FormField key={name} id={id(name)} label={t(`children.fields.${name}`)} error={errors[name]} hint={t('children.fields.optional')}>
            <input className="member-input" inputMode="decimal" autoComplete="off" {...field(name, (v) => maskPrice(v, 6))} />
          </FormField>
        ))}
      </div>
      <FormError text={formError} />
      <SubmitOrCancel
        className="entry-book__actions"
        submit={t('children.save')}
        cancel={t('children.cancel')}
        busy={isSubmitting}
        onCancel={onDone}
      />
    </MemberForm>
  );
}
