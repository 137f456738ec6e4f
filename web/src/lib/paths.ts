// Storefront URLs carry the language as a prefix except for Turkish, the default:
// /kiz-cocuk-elbise, /en/kiz-cocuk-elbise, /ar/kiz-cocuk-elbise; the home pages are /, /en/ and /ar/.
import { getSettings, isLanguage, type Language } from './settings';

export function localizedPath(slug: string, language: Language = getSettings().LANGUAGE): string {
  const clean = slug.replace(/^\/+/, '');
  if (language === 'tr') return `/${clean}`;
  return `/${language}/${clean}`;
}

/** The store locator page (/magazalar, /en/magazalar, /ar/magazalar; spec section 2). */
export const STORES_SLUG = 'magazalar';

export function homePath(language: Language = getSettings().LANGUAGE): string {
  return localizedPath('', language);
}

/** The language named by a path's prefix, or tr when it has none. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1];
  return first !== 'tr' && isLanguage(first) ? first : 'tr';
}
