// What the page does with an add-to-cart answer (spec section 4, "Add-to-cart result status").
// A pure function, so every status and its buy-now and product-page rules are unit tested.
import type { AddItemResult, CartView } from './types';

export type AddOutcome =
  | { kind: 'stay' }
  | { kind: 'goToCart' }
  | { kind: 'redirect'; url: string }
  | { kind: 'popup' }
  | { kind: 'notice' }
  | { kind: 'failure'; message: string; link?: { url: string; title: string } }
  | { kind: 'storeRequired'; message: string };

export interface AddContext {
  buyNow: boolean;
  /** The product page's own address, when the add came from it. */
  productPageUrl?: string;
  /** The add carried personalization fields. */
  personalized?: boolean;
}

export const DEFAULT_FAILURE = 'Ürün sepetinize eklenemedi';

function samePage(url: string, pageUrl: string | undefined): boolean {
  if (!pageUrl) return false;
  const strip = (u: string) => u.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  return strip(url) === strip(pageUrl);
}

/** Codes of a missing or invalid personalization (the server's message codes). */
const PERSONALIZATION_CODES = new Set(['personalization_invalid', 'embroidery_required', 'embroidery_invalid']);

/** What an outcome reads of a product's result, or of the cart's answer (which has no code). */
type ResultFields = Pick<AddItemResult, 'statusText'> & Partial<Pick<AddItemResult, 'url' | 'title' | 'code'>>;

function failureOf(result: ResultFields): AddOutcome {
  const message = result.statusText || DEFAULT_FAILURE;
  return result.url && result.title
    ? { kind: 'failure', message, link: { url: result.url, title: result.title } }
    : { kind: 'failure', message };
}

/** The outcome of one status. */
export function outcomeOf(
  status: number,
  result: ResultFields,
  context: AddContext,
): AddOutcome {
  switch (status) {
    case 1:
      return context.buyNow ? { kind: 'goToCart' } : { kind: 'stay' };
    case 3:
      return context.buyNow ? { kind: 'goToCart' } : { kind: 'popup' };
    case 4:
      return context.buyNow ? { kind: 'goToCart' } : { kind: 'notice' };
    case 2:
      return result.url ? { kind: 'redirect', url: result.url } : failureOf(result);
    case -1:
      // On the product itself the shopper can fix the choice: say so instead of reloading.
      if (!result.url || samePage(result.url, context.productPageUrl)) return failureOf({ ...result, url: null });
      return { kind: 'redirect', url: result.url };
    case -2:
      return { kind: 'storeRequired', message: result.statusText };
    default: {
      // A personalization error off the product page goes to the product to fill it in. A card
      // add sends none, so the server's code says so.
      const personalization = context.personalized === true || PERSONALIZATION_CODES.has(result.code ?? '');
      if (personalization && !context.productPageUrl && result.url) return { kind: 'redirect', url: result.url };
      return failureOf(result);
    }
  }
}

/**
 * A multi-add: failures are listed in one notice, and a success leads to the popup (or the
 * configured behaviour). With one product this is the single outcome.
 */
export function planAdd(view: CartView, context: AddContext): { outcome: AddOutcome; failures: string[] } {
  const results = view.results ?? [];
  if (results.length <= 1) {
    return { outcome: outcomeOf(view.status, { ...view, code: results[0]?.code }, context), failures: [] };
  }
  const success = results.find((r) => r.status === 1 || r.status === 3 || r.status === 4);
  const failures = results
    .filter((r) => r !== success && !(success && r.status === success.status))
    .map((r) => (r.title ? `${r.title}: ${r.statusText || DEFAULT_FAILURE}` : r.statusText || DEFAULT_FAILURE));
  const outcome = success ? outcomeOf(success.status, success, context) : outcomeOf(view.status, view, context);
  return { outcome, failures: success ? failures : failures.slice(1) };
}
