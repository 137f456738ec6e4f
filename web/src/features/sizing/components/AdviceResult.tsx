// The advisor's answer in its dialog: the size, why, a note when it cannot be had in the chosen
// colour or at all, "Bu bedeni seç", and the product's size table with that row marked (rows of
// sizes the product is not made in greyed).
import type { Ref } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { ColumnHeads } from '../../../components/ui/ColumnHeads';
import { adviceNote, canChoose, type SizeState } from '../advice-note';
import type { SizeAdvice, SizeChartRow } from '../api/size-advice';
import { ageRange, ageUnit, measureRange } from '../size-table';
import '../../../components/ui/parts.css';

function SizeTable({ title, rows }: { title: string; rows: SizeChartRow[] }) {
  const { t, i18n } = useTranslation();
  const unit = ageUnit(rows);
  return (
    <div className="size-table">
      <table className="figure-table">
        <caption>{title}</caption>
        <ColumnHeads
          names={[
            t('sizing.table.size'),
            t(unit === 'years' ? 'sizing.table.ageYears' : 'sizing.table.ageMonths'),
            t('sizing.table.height'),
            t('sizing.table.weight'),
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.SIZE}
              data-recommended={row.RECOMMENDED || undefined}
              data-missing={row.SIZE_ID === 0 || undefined}
              title={row.SIZE_ID === 0 ? t('sizing.table.missing') : undefined}
            >
              <th scope="row">
                {row.SIZE}
                {row.RECOMMENDED && <span className="visually-hidden"> ({t('sizing.table.recommended')})</span>}
                {row.SIZE_ID === 0 && <span className="visually-hidden"> ({t('sizing.table.missing')})</span>}
              </th>
              <td>{ageRange(row, unit)}</td>
              <td>{measureRange(row.HEIGHT_CM, i18n.language)}</td>
              <td>{measureRange(row.WEIGHT_KG, i18n.language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface AdviceResultProps {
  advice: SizeAdvice;
  /** The picker's state of the advised size in the chosen colour. */
  state: SizeState;
  colourName: string;
  /** Focused when the answer comes, so a screen reader reads it. */
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: () => void;
  onAgain: () => void;
}

export function AdviceResult({ advice, state, colourName, headingRef, onChoose, onAgain }: AdviceResultProps) {
  const { t } = useTranslation();
  const note = adviceNote(advice, state);
  return (
    <div className="size-advice" data-testid="size-advice">
      <div className="size-advice__answer">
        <h3 ref={headingRef} tabIndex={-1} className="size-advice__label">
          {t('sizing.result.label')}
        </h3>
        <p className="size-advice__size" data-testid="advised-size">
          {advice.SIZE}
        </p>
        <p className="size-advice__reason" data-testid="advice-reason">
          {advice.REASON}
        </p>
      </div>
      {note && (
        <p className="member-alert member-alert--info size-advice__note" data-testid="advice-note">
          {t(`sizing.result.${note}`, { size: advice.SIZE, colour: colourName })}
        </p>
      )}
      <div className="size-advice__actions">
        {canChoose(advice) && (
          <button type="button" className="button button--primary" onClick={onChoose}>
            {t('sizing.result.choose')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onAgain}>
          {t('sizing.result.again')}
        </button>
      </div>
      <SizeTable title={advice.TITLE} rows={advice.ROWS} />
    </div>
  );
}
