// The size table as the dialog writes it: ages in years for children's tables ("5-6", the way the
// sizes are named) and in months for babies' ("3-6"), heights and weights as the language writes
// numbers ("18-21,5" in Turkish).
import { formatMeasure } from '../../lib/format';
import type { Language } from '../../lib/settings';
import type { SizeChartRow } from './api/size-advice';

export type AgeUnit = 'years' | 'months';

/** Years when every row's ages are whole years, else months. */
export function ageUnit(rows: readonly SizeChartRow[]): AgeUnit {
  return rows.every((row) => row.AGE_MONTHS.every((months) => months % 12 === 0)) ? 'years' : 'months';
}

/** A row's ages, from (included) to (not included), in the table's unit: "5-6", "3-6". */
export function ageRange(row: SizeChartRow, unit: AgeUnit): string {
  const [from = 0, to = 0] = row.AGE_MONTHS;
  return unit === 'years' ? `${String(from / 12)}-${String(to / 12)}` : `${String(from)}-${String(to)}`;
}

/** A range of a measure: "111-116", "18-21,5". */
export function measureRange(range: readonly number[], language: Language): string {
  return range.map((value) => formatMeasure(value, language)).join('-');
}
