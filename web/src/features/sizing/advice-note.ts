// What the dialog adds to an advice from the page's own variant picker: whether the size can be
// chosen, and the note when it is out of stock or not to be had in the chosen colour.
import type { components } from '../../lib/api-schema';
import type { SizeAdvice } from './api/size-advice';

/** The picker's state of a size in the chosen colour (spec section 4). */
export type SizeState = components['schemas']['VariantState'];

export type AdviceNote = 'outOfStock' | 'soldOutInColour' | 'notInColour';

type Advised = Pick<SizeAdvice, 'SIZE_ID' | 'IN_STOCK'>;

/** A size of the product that some colour has in stock: "Bu bedeni seç" picks it. */
export function canChoose(advice: Advised): boolean {
  return advice.SIZE_ID > 0 && advice.IN_STOCK;
}

/** The note under the advice; none when the size is there to take (or when the product lacks it,
 * which the advice's reason already says). */
export function adviceNote(advice: Advised, state: SizeState): AdviceNote | null {
  if (advice.SIZE_ID === 0) return null;
  if (!advice.IN_STOCK) return 'outOfStock';
  if (state === 'passive') return 'soldOutInColour';
  if (state === 'hidden') return 'notInColour';
  return null;
}
