// "Gelince haber ver" for a guest: the address and the data-protection notice's tick (never ticked
// in advance), checked here and again by the server, whose refusals show beside the fields they
// name; its answer (a confirmation link is on its way) replaces the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldProps } from '../../../components/form/field-props';
import { FormError, SUBMIT_VALIDATION } from '../../../components/form/form-errors';
import { Modal, ModalClose } from '../../../components/ui/Modal';
import type { FocusReturn } from '../../../components/ui/return-focus';
import '../../../components/ui/member.css';
import { useTranslation } from '../../../i18n/translate';
import { localizedPath } from '../../../lib/paths';
import { useFocusOnAnswer } from '../../../lib/use-focus-on-answer';
import { EmailField, KvkkField } from '../../customer';
import { alertForm, EMPTY_GUEST, GUEST_FIELD_OF, guestSchema, type GuestValues } from '../alert-form';
import { askStockAlert } from '../api/ask-stock-alert';
import type { SoldOutSize } from './StockAlertOffer';
import { MemberForm, SubmitButton } from '../../../components/form/MemberForm';
import { flagRefusedFields } from '../../../components/form/refused-fields';

interface StockAlertDialogProps {
  size: SoldOutSize;
  colourName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: FocusReturn;
}

export default function StockAlertDialog({ size, colourName, open, onOpenChange, returnFocus }: StockAlertDialogProps) {
  const { t } = useTranslation();
  const form = useForm<GuestValues>({ defaultValues: EMPTY_GUEST, resolver: zodResolver(guestSchema), ...SUBMIT_VALIDATION });
  const { errors, isSubmitting } = form.formState;
  const [answer, setAnswer] = useState('');
  const [formError, setFormError] = useState('');
  const answerText = useFocusOnAnswer<HTMLParagraphElement>(answer);

  const onSubmit = async (values: GuestValues) => {
    setFormError('');
    let outcome;
    try {
      outcome = await askStockAlert(alertForm(size.variantId, values));
    } catch {
      setFormError(t('stockAlert.failed'));
      return;
    }
    if (outcome.kind === 'asked') {
      setAnswer(outcome.message);
      return;
    }
    if (!flagRefusedFields(form, outcome.fields, (key) => GUEST_FIELD_OF[key])) setFormError(outcome.message);
  };

  const id = (name: keyof GuestValues) => `stock-alert-${name}`;
  // The tick's error goes once it is ticked, not on focus: the centred dialog would shrink between
  // the press and the release, and the click would miss the box.
  const kvkk = fieldProps(form, 'kvkk', id('kvkk'));
  const kvkkInput = {
    ...kvkk,
    onFocus: undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      form.clearErrors('kvkk');
      return kvkk.onChange(event);
    },
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('stockAlertForm.title')}
      description={t('stockAlertForm.intro', { size: size.name, colour: colourName })}
    >
      {answer ? (
        <div className="stock-alert-answer" data-testid="stock-alert-answer">
          <p ref={answerText} tabIndex={-1} className="member-alert member-alert--success" role="status">
            {answer}
          </p>
          <ModalClose asChild>
            <button type="button" className="button button--primary member-form__submit">
              {t('stockAlertForm.close')}
            </button>
          </ModalClose>
        </div>
      ) : (
        <MemberForm form={form} onValid={onSubmit} aria-label={t('stockAlertForm.title')} data-testid="stock-alert-form">
          <EmailField id={id('email')} label={t('stockAlertForm.email')} error={errors.email} required ltr input={fieldProps(form, 'email', id('email'))} />
          <KvkkField
            id={id('kvkk')}
            error={errors.kvkk}
            required
            label={
              <>
                <Link to={localizedPath('gizlilik-ve-guvenlik')} className="text-link">
                  {t('content.newsletter.kvkkLink')}
                </Link>{' '}
                {t('content.newsletter.kvkk')}
              </>
            }
            input={kvkkInput}
          />
          <FormError text={formError} />
          <SubmitButton disabled={isSubmitting}>{t('stockAlertForm.submit')}</SubmitButton>
        </MemberForm>
      )}
    </Modal>
  );
}
