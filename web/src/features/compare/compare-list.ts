// The compare list's rules (spec sections 4, 5 and 9): 2 to 4 products, an add answers 1 (added),
// 2 (already present) or 3 (list full), and the messages the shopper sees. Plain functions, so the
// rules are tested without a browser; compare-store.ts keeps the list in local storage.
import type { CompareQuery } from './types';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/** Spec section 8: compare warnings are danger toasts lasting 1.8 s. */
export const COMPARE_WARNING_MS = 1800;

/** The status sent to the compare view: 1 added, 2 already present, 3 list full. */
export type CompareAddStatus = 1 | 2 | 3;

export const COMPARE_ADDED = 1;
export const COMPARE_ALREADY_PRESENT = 2;
export const COMPARE_LIST_FULL = 3;

export interface AddResult {
  status: CompareAddStatus;
  list: readonly number[];
}

export function addToCompare(list: readonly number[], productId: number): AddResult {
  if (list.includes(productId)) return { status: COMPARE_ALREADY_PRESENT, list };
  if (list.length >= COMPARE_MAX) return { status: COMPARE_LIST_FULL, list };
  return { status: COMPARE_ADDED, list: [...list, productId] };
}

export function removeFromCompare(list: readonly number[], productId: number): readonly number[] {
  return list.includes(productId) ? list.filter((id) => id !== productId) : list;
}

/** Why a list cannot be compared, or null when it can. */
export type CompareProblem = 'empty' | 'tooFew' | 'tooMany';

export function compareProblem(count: number): CompareProblem | null {
  if (count === 0) return 'empty';
  if (count < COMPARE_MIN) return 'tooFew';
  if (count > COMPARE_MAX) return 'tooMany';
  return null;
}

/** i18n keys of the messages; the Turkish texts are the spec's. */
export const PROBLEM_MESSAGE_KEYS: Record<CompareProblem, string> = {
  empty: 'compare.empty',
  tooFew: 'compare.tooFew',
  tooMany: 'compare.tooMany',
};

/** What the shopper is told after an add: a confirmation, or a warning toast of 1.8 s. */
export interface AddNotice {
  key: string;
  variant: 'success' | 'danger';
  duration?: number;
}

export function addNotice(status: CompareAddStatus): AddNotice {
  switch (status) {
    case COMPARE_ADDED:
      return { key: 'compare.added', variant: 'success' };
    case COMPARE_ALREADY_PRESENT:
      return { key: 'compare.alreadyAdded', variant: 'danger', duration: COMPARE_WARNING_MS };
    case COMPARE_LIST_FULL:
      return { key: 'compare.tooMany', variant: 'danger', duration: COMPARE_WARNING_MS };
  }
}

/** A stored list as it may come back: ids, positive integers, no repeats, at most four. */
export function isCompareList(value: unknown): value is number[] {
  return (
    Array.isArray(value) &&
    value.length <= COMPARE_MAX &&
    value.every((id) => Number.isSafeInteger(id) && (id as number) > 0) &&
    new Set(value).size === value.length
  );
}

/** The query of the compare sub-folder view: ids joined by '-', the last product and its status. */
export function compareViewQuery(
  list: readonly number[],
  last: { productId: number; status: CompareAddStatus } | null,
): CompareQuery {
  return {
    product: list.join('-'),
    ...(last ? { productId: last.productId, status: last.status } : {}),
  };
}
