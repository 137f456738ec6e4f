// "Bedenimi bul": the child's age (years and months) with, if the parent likes, height and weight,
// or for a member a saved child, sent to the advisor; its answer replaces the form (which keeps
// what was typed for "Ölçüleri değiştir"). A refusal is shown beside the fields it names.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { FormError, SUBMIT_VALIDATION } from '../../../components/form/form-errors';
import { maskPrice } from '../../../components/form/masks';
import { NumberSelect } from '../../../components/form/NumberSelect';
import { Modal } from '../../../components/ui/Modal';
import type { FocusReturn } from '../../../components/ui/return-focus';
import '../../../components/ui/member.css';
import { useTranslation } from '../../../i18n/translate';
import { isMember } from '../../../lib/member';
import { getSettings } from '../../../lib/settings';
import { useFocusOnAnswer } from '../../../lib/use-focus-on-answer';
import { childLabel, FormField, useChildren } from '../../customer';
import { ADVICE_FIELD_OF, adviceForm, AGE_YEARS_MAX, EMPTY_ADVICE, type AdviceValues } from '../advice-form';
import type { SizeState } from '../advice-note';
import { askSizeAdvice, type SizeAdvice } from '../api/size-advice';
import { AdviceResult } from './AdviceResult';
import './size-advisor.css';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { flagRefusedFields } from '../../../components/form/refused-fields';

const YEARS = Array.from({ length: AGE_YEARS_MAX + 1 }, (_, index) => index);
const MONTHS = Array.from({ length: 12 }, (_, index) => index);

/** What the product page gives the advisor. */
export interface SizeAdvisorProps {
  productId: number;
  /** The picker's state of a size (a VARIANT2_LIST ID) in the chosen colour. */
  sizeState: (sizeId: number) => SizeState;
  /** The chosen colour's name, for the note on a size it lacks. */
  colourName: string;
  /** An advice came, naming this size of the product (0: none fits). */
  onAdvice: (sizeId: number) => void;
  /** "Bu bedeni seç" on the advised size. */
  onChoose: (sizeId: number) => void;
}

interface SizeAdvisorDialogProps extends SizeAdvisorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: FocusReturn;
}

export default function SizeAdvisorDialog({
  open,
  onOpenChange,
  returnFocus,
  productId,
  sizeState,
  colourName,
  onAdvice,
  onChoose,
}: SizeAdvisorDialogProps) {
  const { t } = useTranslation();
  const children = useChildren(isMember(getSettings().MEMBER_INFO)).data ?? [];
  const form = useForm<AdviceValues>({ defaultValues: EMPTY_ADVICE, ...SUBMIT_VALIDATION });
  const { errors, isSubmitting } = form.formState;
  const child = useWatch({ control: form.control, name: 'child' });
  const [advice, setAdvice] = useState<SizeAdvice | null>(null);
  const [formError, setFormError] = useState('');
  const answerHeading = useFocusOnAnswer<HTMLHeadingElement>(advice);

  const onSubmit = async (values: AdviceValues) => {
    setFormError('');
    const built = adviceForm(productId, values);
    if (!built.ok) {
      for (const name of built.invalid) form.setError(name, { type: 'validate', message: 'sizing.invalidNumber' });
      return;
    }
    let outcome;
    try {
      outcome = await askSizeAdvice(built.form);
    } catch {
      setFormError(t('sizing.failed'));
      return;
    }
    if (outcome.kind === 'advice') {
      setAdvice(outcome.advice);
      onAdvice(outcome.advice.SIZE_ID);
      return;
    }
    const onForm = (key: string) => {
      const name = ADVICE_FIELD_OF[key];
      // A saved child's measures are not on the form: its refusal is the form's.
      return values.child !== '' && name !== 'child' ? undefined : name;
    };
    if (!flagRefusedFields(form, outcome.fields, onForm)) setFormError(outcome.message);
  };

  const id = (name: keyof AdviceValues) => `size-advice-${name}`;
  const field = (name: keyof AdviceValues, mask?: (value: string) => string) => fieldProps(form, name, id(name), mask);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      width={560}
      title={t('sizing.title')}
      description={advice ? undefined : t('sizing.intro')}
    >
      {advice ? (
        <AdviceResult
          advice={advice}
          state={sizeState(advice.SIZE_ID)}
          colourName={colourName}
          headingRef={answerHeading}
          onChoose={() => {
            onChoose(advice.SIZE_ID);
            onOpenChange(false);
          }}
          onAgain={() => {
            setAdvice(null);
          }}
        />
      ) : (
        <MemberForm form={form} onValid={onSubmit} className="size-advisor" aria-label={t('sizing.title')} data-testid="size-advisor-form">
          {children.length > 0 && (
            <FormField
              id={id('child')}
              label={t('sizing.fields.child')}
              error={errors.child}
              hint={child === '' ? undefined : t('sizing.fields.childHint')}
            >
              <select className="member-input" {...field('child')}>
                <option value="">{t('sizing.fields.typeMeasures')}</option>
                {children.map((saved, index) => (
                  <option key={saved.ID} value={String(saved.ID)}>
                    {childLabel(saved, index)}
                  </option>
                ))}
              </select>
            </FormField>
          )}
          {child === '' && (
            <>
              <div className="member-form__pair size-advisor__pair">
                <FormField id={id('years')} label={t('sizing.fields.years')} error={errors.years} required>
                  <NumberSelect numbers={YEARS} choose={t('sizing.fields.choose')} required {...field('years')} />
                </FormField>
                <FormField id={id('months')} label={t('sizing.fields.months')} error={errors.months}>
                  <NumberSelect numbers={MONTHS} {...field('months')} />
                </FormField>
              </div>
              <div className="member-form__pair size-advisor__pair">
                <FormField id={id('height')} label={t('sizing.fields.height')} error={errors.height} hint={t('sizing.fields.optional')}>
                  <input className="member-input" inputMode="decimal" autoComplete="off" {...field('height', (v) => maskPrice(v, 6))} />
                </FormField>
                <FormField id={id('weight')} label={t('sizing.fields.weight')} error={errors.weight} hint={t('sizing.fields.optional')}>
                  <input className="member-input" inputMode="decimal" autoComplete="off" {...field('weight', (v) => maskPrice(v, 6))} />
                </FormField>
              </div>
            </>
          )}
          <FormError text={formError} />
          <SubmitButton disabled={isSubmitting}>{t('sizing.submit')}</SubmitButton>
        </MemberForm>
      )}
    </Modal>
  );
}
