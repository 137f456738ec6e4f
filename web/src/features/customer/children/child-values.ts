// A child profile as the account's form holds it (text, as typed) and as the server takes it, and
// a child's age split as the shop writes it. The server checks the values; here only what cannot be
// sent as a number is caught.
import { parseDecimals } from '../../../components/form/decimal';
import { formatMeasure } from '../../../lib/format';
import type { Language } from '../../../lib/settings';
import type { Child, ChildFields } from './api/children';

export interface ChildValues {
  name: string;
  /** Four digits, or '' until chosen. */
  birthYear: string;
  /** '01' to '12', or '' until chosen. */
  birthMonth: string;
  /** As typed: '116', '116,5'; '' when not given. */
  height: string;
  weight: string;
}

export const EMPTY_CHILD: ChildValues = { name: '', birthYear: '', birthMonth: '', height: '', weight: '' };

/** The advisor's tables end at 16 years, and so do the birth years a child may have. */
export const CHILD_MAX_YEARS = 16;

/** The years a child may be born in, this year first. */
export function birthYears(today: Date): number[] {
  const year = today.getFullYear();
  return Array.from({ length: CHILD_MAX_YEARS + 1 }, (_, index) => year - index);
}

/** The form's values of a saved child, its measures written the way the shopper types them. */
export function childValuesOf(child: Child, language: Language): ChildValues {
  const [year = '', month = ''] = child.BIRTH_MONTH.split('-');
  const measure = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatMeasure(value, language));
  return { name: child.NAME, birthYear: year, birthMonth: month, height: measure(child.HEIGHT_CM), weight: measure(child.WEIGHT_KG) };
}

/** What the save call takes, or the measure fields that hold no number. */
export function childFields(values: ChildValues): { ok: true; fields: ChildFields } | { ok: false; invalid: ('height' | 'weight')[] } {
  const measures = parseDecimals({ height: values.height, weight: values.weight });
  if (!measures.ok) return measures;
  return {
    ok: true,
    fields: {
      NAME: values.name.trim(),
      // Either part missing leaves the month empty, which the server refuses beside the field.
      BIRTH_MONTH: values.birthYear && values.birthMonth ? `${values.birthYear}-${values.birthMonth}` : '',
      HEIGHT_CM: measures.values.height,
      WEIGHT_KG: measures.values.weight,
    },
  };
}

/** The form field a server refusal's key names. */
export const CHILD_FIELD_OF: Readonly<Record<string, keyof ChildValues>> = {
  NAME: 'name',
  BIRTH_MONTH: 'birthMonth',
  HEIGHT_CM: 'height',
  WEIGHT_KG: 'weight',
};

/** An age in whole months as years and the months beyond them. */
export function ageParts(months: number): { years: number; months: number } {
  const whole = Math.max(0, Math.floor(months));
  return { years: Math.floor(whole / 12), months: whole % 12 };
}
