// The return form's parts: the pieces to send back per line with money back or another size,
// the photos of a defect (checked and previewed before they are sent), and the summary of what
// the request asks for.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { lineFacts } from '../order-rules';
import { PHOTO_ACCEPT, MAX_RETURN_PHOTOS, sizesFor, withCount, type LineChoice, type ReturnChoices } from '../return-rules';
import type { ReturnableLine } from '../types';
import { SLOT, Slotted } from './order-parts';

function LineFacts({ line }: { line: ReturnableLine }) {
  const facts = lineFacts(line);
  return facts ? <span className="return-line__facts">{facts}</span> : null;
}

/** Money back or another size for the pieces of one line. */
function LineWay({ line, choice, onChoose }: { line: ReturnableLine; choice: LineChoice; onChoose: (choice: LineChoice) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const sizes = sizesFor(line, choice.count);
  const first = sizes[0];
  return (
    <fieldset className="return-line__way">
      <legend className="return-line__way-title">{t('orders.return.way')}</legend>
      <label className="order-cancel__check">
        <input
          type="radio"
          name={`${id}-way`}
          checked={choice.exchangeTo === null}
          onChange={() => {
            onChoose({ ...choice, exchangeTo: null });
          }}
          data-testid="return-refund"
        />
        {t('orders.return.refund')}
      </label>
      <label className="order-cancel__check">
        <input
          type="radio"
          name={`${id}-way`}
          checked={choice.exchangeTo !== null}
          disabled={!first}
          onChange={() => {
            if (first) onChoose({ ...choice, exchangeTo: first.variant_id });
          }}
          data-testid="return-exchange"
        />
        {t('orders.return.exchange')}
      </label>
      {choice.exchangeTo !== null && (
        <div className="member-field return-line__size">
          <label className="member-field__label" htmlFor={`${id}-size`}>
            {t('orders.return.newSize')}
          </label>
          <select
            id={`${id}-size`}
            className="member-input"
            value={choice.exchangeTo}
            onChange={(event) => {
              onChoose({ ...choice, exchangeTo: Number(event.target.value) });
            }}
            data-testid="return-size"
          >
            {sizes.map((size) => (
              <option key={size.variant_id} value={size.variant_id}>
                {size.size}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  );
}

/** Each line with pieces left: how many go back (0 by default) and, when another size is in stock, how. */
export function ReturnLinePicker({
  lines,
  choices,
  onChange,
}: {
  lines: readonly ReturnableLine[];
  choices: ReturnChoices;
  onChange: (lineId: number, choice: LineChoice) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ul className="return-lines" data-testid="return-lines">
      {lines.map((line) => {
        const choice = choices.get(line.line_id) ?? { count: 0, exchangeTo: null };
        return (
          <li key={line.line_id} className={`return-line${choice.count > 0 ? ' return-line--chosen' : ''}`} data-testid="return-line">
            <div className="return-line__head">
              <div className="return-line__what">
                <bdi className="return-line__title">{line.title}</bdi>
                <LineFacts line={line} />
              </div>
              <div className="return-line__count">
                <label className="member-field__label" htmlFor={`${id}-${String(line.line_id)}`}>
                  {t('orders.return.count')}
                </label>
                <select
                  id={`${id}-${String(line.line_id)}`}
                  className="member-input"
                  value={choice.count}
                  aria-describedby={`${id}-${String(line.line_id)}-of`}
                  onChange={(event) => {
                    onChange(line.line_id, withCount(line, choice, Number(event.target.value)));
                  }}
                  data-testid="return-count"
                >
                  {Array.from({ length: line.returnable + 1 }, (_, n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
                <span className="return-line__of" id={`${id}-${String(line.line_id)}-of`}>
                  {t('orders.return.returnable', { count: line.returnable })}
                </span>
              </div>
            </div>
            {choice.count > 0 && line.other_sizes.length > 0 && (
              <LineWay
                line={line}
                choice={choice}
                onChoose={(next) => {
                  onChange(line.line_id, next);
                }}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

export interface PickedPhoto {
  file: File;
  /** An object URL of the file, for its preview. */
  url: string;
}

/** Up to three photos with their previews; what the browser refused is said under them. */
export function PhotoPicker({
  photos,
  notes,
  error,
  onAdd,
  onRemove,
}: {
  photos: readonly PickedPhoto[];
  notes: readonly string[];
  error: string;
  onAdd: (files: File[]) => void;
  onRemove: (photo: PickedPhoto) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const full = photos.length >= MAX_RETURN_PHOTOS;
  const problems = error ? [error, ...notes] : notes;
  return (
    <div className="member-field return-photos" data-invalid={problems.length > 0 ? true : undefined}>
      <span className="member-field__label" id={`${id}-label`}>
        {t('orders.return.photos')}
      </span>
      <p className="member-field__hint" id={`${id}-hint`}>
        {t('orders.return.photosHint')}
      </p>
      {photos.length > 0 && (
        <ul className="return-photos__list">
          {photos.map((photo) => (
            <li key={photo.url} className="return-photos__item">
              <img className="return-photos__thumb" src={photo.url} alt={photo.file.name} width={72} height={72} />
              <button
                type="button"
                className="return-photos__remove"
                aria-label={t('orders.return.removePhoto', { name: photo.file.name })}
                onClick={() => {
                  onRemove(photo);
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={`button button--ghost button--small return-photos__add${full ? ' return-photos__add--full' : ''}`}>
        <input
          type="file"
          className="return-photos__input"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={full}
          aria-describedby={`${id}-hint${problems.length > 0 ? ` ${id}-problems` : ''}`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // The same file may be picked again after it was removed.
            event.target.value = '';
            onAdd(files);
          }}
          data-testid="return-photos"
        />
        {t('orders.return.addPhotos', { count: MAX_RETURN_PHOTOS - photos.length })}
      </label>
      {problems.length > 0 && (
        <ul className="return-photos__problems" id={`${id}-problems`} role="alert">
          {problems.map((problem) => (
            <li key={problem} className="member-field__error">
              {problem}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the request asks for, line by line, and where the money or the new size goes. */
export function ReturnSummary({
  lines,
  choices,
  refundTo,
  carrier,
}: {
  lines: readonly ReturnableLine[];
  choices: ReturnChoices;
  refundTo: 'card' | 'iban' | null;
  carrier: string;
}) {
  const { t } = useTranslation();
  const chosen = lines.filter((line) => (choices.get(line.line_id)?.count ?? 0) > 0);
  if (chosen.length === 0) return null;
  const exchanges = chosen.some((line) => choices.get(line.line_id)?.exchangeTo != null);
  return (
    <section className="return-summary" aria-labelledby="return-summary-title" data-testid="return-summary">
      <h3 id="return-summary-title" className="return-summary__title">
        {t('orders.return.summary')}
      </h3>
      <ul className="return-summary__lines">
        {chosen.map((line) => {
          const choice = choices.get(line.line_id) ?? { count: 0, exchangeTo: null };
          const size = line.other_sizes.find((s) => s.variant_id === choice.exchangeTo)?.size;
          return (
            <li key={line.line_id}>
              <span className="return-summary__count" dir="ltr">
                {choice.count} ×
              </span>{' '}
              <bdi>{line.title}</bdi>
              {line.size && (
                <>
                  {' '}
                  (<bdi>{line.size}</bdi>)
                </>
              )}
              {' — '}
              <strong>
                {size ? (
                  <Slotted text={t('orders.return.exchangeTo', { size: SLOT })}>
                    <bdi>{size}</bdi>
                  </Slotted>
                ) : (
                  t('orders.return.moneyBack')
                )}
              </strong>
            </li>
          );
        })}
      </ul>
      {refundTo && <p>{t(`orders.return.refundTo.${refundTo}`)}</p>}
      {exchanges && <p>{t('orders.return.exchangeNote')}</p>}
      <p>{t('orders.return.carrierNote', { carrier })}</p>
    </section>
  );
}
