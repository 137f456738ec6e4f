// Global page settings that the server inlines into every HTML page. They are read once: a change of
// language or currency is a full page load, so they never change while the app runs.
import { isOneOf } from './one-of';

export type Language = 'tr' | 'en' | 'ar';
export type Currency = 'TRY' | 'USD' | 'EUR';

export interface MemberInfo {
  ID: number;
  GROUP: number;
  COUNTRY: string;
  E_COUNTRY: string;
  KVKK: number;
  PASSWORD_STRENGTH: number;
}

export interface PageLinks {
  cart: string;
  login: string;
  register: string;
  contact: string;
  orderList: string;
  order: string;
}

export interface Settings {
  MEMBER_INFO: MemberInfo;
  KVKK_REQUIRED: number;
  /** 1: live search uses searchAll (spec section 7). */
  LICENCE_DATA: number;
  LANGUAGE: Language;
  CURRENCY: Currency;
  DECIMAL_LENGTH: number;
  THOUSAND_SEPARATOR: string;
  DECIMAL_SEPARATOR: string;
  THEME_FOLDER: string;
  PAGE_ID: number;
  PAGE_TYPE: string;
  LINK_TYPE: string;
  TABLE_PAGE_ID: number;
  PAGE_LINK: PageLinks;
  CART_CSRF_TOKEN: string;
  /** The shop's endpoint prefix, base64-encoded, and the endpoint keys it applies to (lib/endpoints). */
  ENDPOINT_PREFIX: string;
  ENDPOINT_PREFIX_KEYS: string[];
  LANGUAGES: Language[];
  CURRENCIES: Currency[];
  PRODUCT_DATA: unknown[];
}

export const DEFAULT_SETTINGS: Settings = {
  MEMBER_INFO: { ID: 0, GROUP: 0, COUNTRY: 'TR', E_COUNTRY: '', KVKK: 0, PASSWORD_STRENGTH: 0 },
  KVKK_REQUIRED: 1,
  LICENCE_DATA: 0,
  LANGUAGE: 'tr',
  CURRENCY: 'TRY',
  DECIMAL_LENGTH: 2,
  THOUSAND_SEPARATOR: '.',
  DECIMAL_SEPARATOR: ',',
  THEME_FOLDER: 'vitrin',
  PAGE_ID: 1,
  PAGE_TYPE: 'home',
  LINK_TYPE: 'home',
  TABLE_PAGE_ID: 0,
  PAGE_LINK: {
    cart: 'sepet',
    login: 'uye-girisi-sayfasi',
    register: 'uye-kayit',
    contact: 'iletisim',
    orderList: 'uye-siparisleri',
    order: 'order',
  },
  CART_CSRF_TOKEN: '',
  ENDPOINT_PREFIX: '',
  ENDPOINT_PREFIX_KEYS: [],
  LANGUAGES: ['tr', 'en', 'ar'],
  CURRENCIES: ['TRY', 'USD', 'EUR'],
  PRODUCT_DATA: [],
};

const SUPPORTED_LANGUAGES: readonly Language[] = ['tr', 'en', 'ar'];

export function isLanguage(value: unknown): value is Language {
  return isOneOf(SUPPORTED_LANGUAGES, value);
}

/** Reads a JSON block the server inlined; null when it is missing or unreadable. */
export function readJsonBlock(id: string): unknown {
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    console.warn(`Unreadable JSON in #${id}`);
    return null;
  }
}

/** Merges what the server sent over the defaults, so a missing field never breaks the app. */
export function parseSettings(raw: unknown): Settings {
  if (raw === null || typeof raw !== 'object') return DEFAULT_SETTINGS;
  const given = raw as Partial<Settings>;
  const merged: Settings = {
    ...DEFAULT_SETTINGS,
    ...given,
    MEMBER_INFO: { ...DEFAULT_SETTINGS.MEMBER_INFO, ...given.MEMBER_INFO },
    PAGE_LINK: { ...DEFAULT_SETTINGS.PAGE_LINK, ...given.PAGE_LINK },
  };
  if (!isLanguage(merged.LANGUAGE)) merged.LANGUAGE = DEFAULT_SETTINGS.LANGUAGE;
  return merged;
}

let cached: Settings | null = null;

export function getSettings(): Settings {
  cached ??= parseSettings(readJsonBlock('vitrin-settings'));
  return cached;
}

/** The session's CSRF token, once a session begun after the page (`api.ts`) gives it. */
export function setCsrfToken(token: string): void {
  getSettings().CART_CSRF_TOKEN = token;
}

/** Spec section 2: page id 1 is the home page. */
export const HOME_PAGE_ID = 1;

/** The page's writing direction, for widgets that lay out or move focus by direction. */
export function pageDirection(): 'ltr' | 'rtl' {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}
