import { localizedPath } from '../../lib/paths';
import { getSettings } from '../../lib/settings';

/** The cart page's address, from the page-link setting (spec section 2). */
export function cartPath(): string {
  return localizedPath(getSettings().PAGE_LINK.cart);
}
