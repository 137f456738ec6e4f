// The storefront's endpoint keys (spec section 7) and the two rules that go by them: which calls
// carry the currency in their query string, and which get the shop's endpoint prefix. The shop
// configures the prefix base64-encoded (ENDPOINT_PREFIX) with the keys it applies to
// (ENDPOINT_PREFIX_KEYS); the server answers every call under it as well.
import type { Settings } from './settings';

/** Each key and the paths it names (a path starting with one of them). */
export const ENDPOINT_KEYS = {
  filter: ['/srv/service/filter/'],
  variant: ['/srv/service/variant/'],
  productLoader: ['/srv/service/product/loader'],
  subFolder: ['/srv/service/content-v5/sub-folder/'],
  installment: ['/srv/service/wallet/card-info'],
  customerRegister: ['/api/v1/authentication/register'],
  category: ['/srv/service/category/'],
  search: ['/srv/service/product/search/', '/srv/service/product/searchAll/'],
  showcase: ['/srv/service/content-v5/load/', '/api/storefront/block/showcase/'],
  productDetail: ['/srv/service/product-detail/', '/srv/service/product/get-related-products/'],
  region: ['/srv/service/region/'],
  storeList: ['/srv/service/store/store-list/'],
} as const satisfies Record<string, readonly string[]>;

export type EndpointKey = keyof typeof ENDPOINT_KEYS;

/** Spec section 7: only these keys carry the currency. */
const CURRENCY_KEYS: readonly EndpointKey[] = ['filter', 'variant', 'productLoader', 'subFolder'];

/** Spec section 6: a member's answers are their own, so these keys are never prefixed for one. */
const NOT_FOR_MEMBERS: readonly EndpointKey[] = ['filter', 'installment', 'productLoader', 'customerRegister'];

/** Page parameters whose answers are not shared: with one on the page, nothing is prefixed. */
const UNSHARED_PAGE_PARAMETERS = ['q', 'price'];

export function endpointKey(path: string): EndpointKey | null {
  const keys = Object.keys(ENDPOINT_KEYS) as EndpointKey[];
  return keys.find((key) => ENDPOINT_KEYS[key].some((prefix) => path.startsWith(prefix))) ?? null;
}

export function needsCurrency(path: string): boolean {
  const key = endpointKey(path);
  return key !== null && CURRENCY_KEYS.includes(key);
}

/** The configured prefix as a path (`/cdn`), or '' when there is none or it is unreadable. */
export function decodePrefix(encoded: string): string {
  if (encoded === '') return '';
  try {
    const prefix = atob(encoded).replace(/\/+$/, '');
    return /^\/[A-Za-z0-9._~\-/]+$/.test(prefix) && !prefix.includes('//') ? prefix : '';
  } catch {
    return '';
  }
}

export interface PrefixContext {
  settings: Pick<Settings, 'ENDPOINT_PREFIX' | 'ENDPOINT_PREFIX_KEYS' | 'MEMBER_INFO'>;
  /** The query string of the page the shopper is on. */
  pageSearch: string;
  /** The product loader in export mode answers what only this shopper asked for. */
  exportMode?: boolean;
}

/** The prefix a call to `path` gets: '' unless its key is allowed and no drop rule applies. */
export function endpointPrefix(path: string, { settings, pageSearch, exportMode = false }: PrefixContext): string {
  const prefix = decodePrefix(settings.ENDPOINT_PREFIX);
  const key = endpointKey(path);
  if (prefix === '' || key === null || !settings.ENDPOINT_PREFIX_KEYS.includes(key)) return '';
  if (settings.MEMBER_INFO.ID > 0 && NOT_FOR_MEMBERS.includes(key)) return '';
  if (exportMode && key === 'productLoader') return '';
  const page = new URLSearchParams(pageSearch);
  if (UNSHARED_PAGE_PARAMETERS.some((name) => page.has(name))) return '';
  return prefix;
}
