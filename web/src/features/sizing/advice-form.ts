// The advisor's form as the dialog holds it (text, as typed or chosen) and as the call takes it:
// a saved child's id, or the age with the height and weight when given. The server checks the
// ranges; here only what cannot be sent as a number is caught.
import { parseDecimals } from '../../components/form/decimal';
import type { SizeAdviceForm } from './api/size-advice';

export interface AdviceValues {
  /** A saved child's ID, or '' for measures typed here. */
  child: string;
  /** '0' to '16', or '' until chosen. */
  years: string;
  /** '0' to '11'. */
  months: string;
  height: string;
  weight: string;
}

export const EMPTY_ADVICE: AdviceValues = { child: '', years: '', months: '0', height: '', weight: '' };

/** The oldest age the size tables reach. */
export const AGE_YEARS_MAX = 16;

/** The form field a refusal's key names. */
export const ADVICE_FIELD_OF: Readonly<Record<string, keyof AdviceValues>> = {
  CHILD_ID: 'child',
  AGE_YEARS: 'years',
  AGE_MONTHS: 'months',
  HEIGHT_CM: 'height',
  WEIGHT_KG: 'weight',
};

/** What the call takes, or the measure fields that hold no number. */
export function adviceForm(
  productId: number,
  values: AdviceValues,
): { ok: true; form: SizeAdviceForm } | { ok: false; invalid: ('height' | 'weight')[] } {
  if (values.child !== '') return { ok: true, form: { PRODUCT_ID: productId, CHILD_ID: Number(values.child) } };
  const measures = parseDecimals({ height: values.height, weight: values.weight });
  if (!measures.ok) return measures;
  const { height, weight } = measures.values;
  return {
    ok: true,
    form: {
      PRODUCT_ID: productId,
      // No age chosen is sent as none, which the server refuses beside the field.
      ...(values.years === '' ? {} : { AGE_YEARS: Number(values.years), AGE_MONTHS: Number(values.months || '0') }),
      ...(height === null ? {} : { HEIGHT_CM: height }),
      ...(weight === null ? {} : { WEIGHT_KG: weight }),
    },
  };
}
