// "İade et / Değiştir": a dialog asking to return pieces of a delivered order within the 14 days,
// each line for money back or, when another size of it is in stock, for that size; the reason,
// the shopper's words, photos of a defect or of the wrong item, and the IBAN a refund goes to when
// the order was not paid by card. The page shows the outcome with <ReturnRequestedNotice>.
import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Modal } from '../../../components/ui/Modal';
import { FormError } from '../../../components/form/form-errors';
import type { FieldRefusal } from '../../../components/form/refused-fields';
import { useRequestReturn } from '../api/request-return';
import { useReturnOptions } from '../api/return-options';
import {
  addPhotos,
  asksForIban,
  photosHelp,
  REASON_TEXT_MAX,
  refundedPieces,
  RETURN_REASONS,
  returnableLines,
  returnProblems,
  type LineChoice,
  type ReturnChoices,
  type ReturnProblem,
} from '../return-rules';
import type { ReturnOptions, ReturnReason, ReturnReply } from '../types';
import { fieldError, NO_REFUND_ACCOUNT, RefundAccountFields } from './order-fields';
import { PhotoPicker, ReturnLinePicker, ReturnSummary, type PickedPhoto } from './return-form-parts';
import '../../../components/ui/member.css';
import './cancel.css';
import './returns.css';
import { SubmitButton } from '../../../components/form/MemberForm';
import { Field } from '../../../components/form/Field';

interface ReturnOrderProps {
  orderNo: string;
  /** The order's email or phone, when the shopper tracks it by number. */
  contact?: string;
  onRequested: (reply: ReturnReply) => void;
}

/** The fields the form shows the server's refusals beside; a refusal of any other is the form's. */
const FORM_FIELDS = ['lines', 'exchange', 'reason', 'reason_text', 'photos', 'iban', 'account_holder'];

type Problems = Partial<Record<'lines' | 'reason' | 'reasonText', ReturnProblem>>;

function ReturnForm({ options, orderNo, contact, onRequested }: ReturnOrderProps & { options: ReturnOptions }) {
  const { t } = useTranslation();
  const id = useId();
  const [choices, setChoices] = useState<ReturnChoices>(new Map());
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [reasonText, setReasonText] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [photoNotes, setPhotoNotes] = useState<string[]>([]);
  const [account, setAccount] = useState(NO_REFUND_ACCOUNT);
  const [problems, setProblems] = useState<Problems>({});
  const [refused, setRefused] = useState<{ message: string; fields: FieldRefusal[] } | null>(null);
  const request = useRequestReturn();
  const lines = returnableLines(options.lines);
  const reasons = options.reasons.length > 0 ? options.reasons : RETURN_REASONS;
  const withIban = asksForIban(options.needs_iban, choices);
  const fields = refused?.fields ?? [];
  const serverSays = (key: string) => fieldError(fields, key);
  const problemText = (problem: ReturnProblem | undefined) => (problem ? t(`orders.return.errors.${problem}`) : '');
  const showPhotos = photosHelp(reason) || photos.length > 0;

  const choose = (lineId: number, choice: LineChoice) => {
    setChoices((now) => new Map(now).set(lineId, choice));
    if (problems.lines) setProblems((now) => ({ ...now, lines: undefined }));
  };

  const onPhotos = (files: File[]) => {
    const { photos: kept, refused: notKept } = addPhotos(
      photos.map((photo) => photo.file),
      files,
    );
    const added = kept.slice(photos.length).map((file) => ({ file, url: URL.createObjectURL(file) }));
    setPhotos([...photos, ...added]);
    setPhotoNotes(notKept.map(({ name, problem }) => t(`orders.return.photoProblem.${problem}`, { name })));
  };

  const removePhoto = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.url);
    setPhotos((now) => now.filter((p) => p !== photo));
    setPhotoNotes([]);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    if (request.isPending) return;
    const found = returnProblems(choices, reason, reasonText);
    setProblems(found);
    if (found.lines || found.reason || found.reasonText || reason === '') {
      setRefused(null);
      return;
    }
    // Awaited rather than given callbacks: the order read afresh may close the window (nothing
    // left to return) and take this form away before the callbacks of `mutate` would run.
    void request
      .mutateAsync({
        orderNo,
        contact,
        choices,
        reason,
        reasonText,
        photos: photos.map((photo) => photo.file),
        ...(withIban ? { iban: account.iban, accountHolder: account.holder } : {}),
      })
      .then(
        (outcome) => {
          if (outcome.kind === 'refused') {
            setRefused({ message: outcome.message, fields: outcome.fields });
            return;
          }
          for (const photo of photos) URL.revokeObjectURL(photo.url);
          onRequested(outcome.reply);
        },
        () => {
          setRefused({ message: t('orders.return.failed'), fields: [] });
        },
      );
  };

  const linesError = problemText(problems.lines) || serverSays('lines') || serverSays('exchange');
  const reasonError = problemText(problems.reason) || serverSays('reason');
  const reasonTextError = problemText(problems.reasonText) || serverSays('reason_text');
  const formError = fields.some((field) => FORM_FIELDS.includes(field.key)) ? '' : (refused?.message ?? '');

  return (
    <form className="member-form return-form" noValidate onSubmit={submit} data-testid="return-form">
      <fieldset className="return-form__part" {...(linesError ? { 'aria-describedby': `${id}-lines-error` } : {})}>
        <legend className="member-field__label">{t('orders.return.what')}</legend>
        <ReturnLinePicker lines={lines} choices={choices} onChange={choose} />
        {linesError && (
          <p className="member-field__error" id={`${id}-lines-error`} role="alert">
            {linesError}
          </p>
        )}
      </fieldset>
      <Field id={`${id}-reason`} label={t('orders.return.reason')} error={reasonError} alert={false}>
        <select
          id={`${id}-reason`}
          className="member-input"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value as ReturnReason | '');
            setProblems((now) => ({ ...now, reason: undefined, reasonText: undefined }));
          }}
          {...(reasonError ? { 'aria-invalid': true, 'aria-describedby': `${id}-reason-error` } : {})}
          data-testid="return-reason"
        >
          <option value="" disabled>
            {t('orders.return.reasonPick')}
          </option>
          {reasons.map((key) => (
            <option key={key} value={key}>
              {t(`orders.return.reasons.${key}`)}
            </option>
          ))}
        </select>
      </Field>
      {reason !== '' && reason !== 'wrong_size' && reason !== 'changed_mind' && (
        <Field
          id={`${id}-text`}
          label={t(reason === 'other' ? 'orders.return.reasonText' : 'orders.return.reasonTextOptional')}
          error={reasonTextError}
          hint={t('orders.return.reasonTextHint', { count: REASON_TEXT_MAX - reasonText.length })}
          alert={false}
        >
          <textarea
            id={`${id}-text`}
            className="member-input return-form__text"
            rows={3}
            maxLength={REASON_TEXT_MAX}
            value={reasonText}
            required={reason === 'other'}
            onChange={(event) => {
              setReasonText(event.target.value);
              if (problems.reasonText) setProblems((now) => ({ ...now, reasonText: undefined }));
            }}
            aria-describedby={reasonTextError ? `${id}-text-error` : `${id}-text-hint`}
            {...(reasonTextError ? { 'aria-invalid': true } : {})}
            data-testid="return-text"
          />
        </Field>
      )}
      {showPhotos && (
        <PhotoPicker photos={photos} notes={photoNotes} error={serverSays('photos')} onAdd={onPhotos} onRemove={removePhoto} />
      )}
      {withIban && (
        <div className="return-form__part">
          <p className="member-field__hint">{t('orders.return.ibanNote')}</p>
          <RefundAccountFields
            id={id}
            labels={{ iban: t('orders.return.iban'), holder: t('orders.return.holder') }}
            fields={fields}
            account={account}
            onChange={setAccount}
          />
        </div>
      )}
      <ReturnSummary
        lines={lines}
        choices={choices}
        refundTo={refundedPieces(choices) === 0 ? null : options.needs_iban ? 'iban' : 'card'}
        carrier={options.carrier}
      />
      <FormError text={formError} />
      <SubmitButton disabled={request.isPending} data-testid="return-submit">
        {request.isPending ? t('orders.return.sending') : t('orders.return.submit')}
      </SubmitButton>
    </form>
  );
}

function Choices({ orderNo, contact, open, onRequested }: ReturnOrderProps & { open: boolean }) {
  const { t } = useTranslation();
  const options = useReturnOptions(orderNo, open, contact);
  if (options.isPending) {
    return (
      <p className="return-form__state" aria-busy="true">
        {t('orders.return.loading')}
      </p>
    );
  }
  if (options.isError) {
    return (
      <div className="return-form__state" role="alert">
        <p>{options.error.message || t('orders.return.loadFailed')}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void options.refetch()}>
          {t('orders.retry')}
        </button>
      </div>
    );
  }
  if (!options.data.window.open || returnableLines(options.data.lines).length === 0) {
    return <p className="return-form__state">{t('orders.return.nothing')}</p>;
  }
  return <ReturnForm options={options.data} orderNo={orderNo} contact={contact} onRequested={onRequested} />;
}

export function ReturnOrder({ orderNo, contact, onRequested }: ReturnOrderProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="order-cancel">
      <Modal
        title={t('orders.return.title')}
        description={t('orders.return.intro')}
        open={open}
        onOpenChange={setOpen}
        width={580}
        trigger={
          <button type="button" className="button button--primary order-cancel__open" data-testid="return-order">
            {t('orders.return.open')}
          </button>
        }
      >
        {open && (
          <Choices
            orderNo={orderNo}
            contact={contact}
            open={open}
            onRequested={(reply) => {
              setOpen(false);
              onRequested(reply);
            }}
          />
        )}
      </Modal>
    </div>
  );
}
