// A sign-in comes back to /social-login, one address for every language (a provider knows the
// shop's return address, not the shopper's language), which the shop serves in Turkish. The
// language the shopper began in is kept beside the sign-in, so that the return page moves to the
// same page in that language before it ends the sign-in there.
import { localizedPath } from '../../../lib/paths';
import { isLanguage, type Language } from '../../../lib/settings';
import { readRecord, removeRecord, writeRecord } from '../../../lib/storage';
import { SOCIAL_RETURN_SLUG } from './social-return';

const STORAGE_KEY = 'socialLoginLanguage';
/** Long enough for any visit to a provider's page. */
const LIFETIME_MS = 30 * 60 * 1000;

export function rememberSignInLanguage(language: Language): void {
  writeRecord(STORAGE_KEY, language, { lifetimeMs: LIFETIME_MS });
}

export function signInLanguage(): Language | null {
  return readRecord(STORAGE_KEY, isLanguage);
}

export function forgetSignInLanguage(): void {
  removeRecord(STORAGE_KEY);
}

/**
 * The return page in the language the sign-in began in (`started`) with the provider's answer
 * (`search`), or null when the page is in that language already (or none was kept).
 */
export function returnInLanguage(started: Language | null, pageLanguage: Language, search: string): string | null {
  if (started === null || started === pageLanguage) return null;
  return `${localizedPath(SOCIAL_RETURN_SLUG, started)}${search}`;
}
