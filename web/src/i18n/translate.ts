// The shop's translations: one language per page (changing it loads the page again), its messages
// looked up by dotted key with `{{name}}` placeholders filled (rosetta), plural forms chosen by the
// language's rules (`key_zero` for a count of 0 where a text has one, then `key_one`, `key_two`,
// `key_few`, `key_many`, `key_other` as Intl.PluralRules says). A key without a text is shown as
// itself (or as the fallback the caller gives), so a missing translation is seen, not hidden.
import rosetta from 'rosetta';
import type { Language } from '../lib/settings';
import { isPlainObject } from '../lib/plain-object';

type Table = Record<string, unknown>;
type Params = Record<string, unknown>;

const store = rosetta<Table>();
let current: Language = 'tr';
let plurals = new Intl.PluralRules('tr');

/** `extra` merged into `base` at every depth (a feature's messages beside the app's). */
function merged(base: Table, extra: Table): Table {
  const out: Table = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const held = out[key];
    out[key] = isPlainObject(held) && isPlainObject(value) ? merged(held, value) : value;
  }
  return out;
}

let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Settles once the page's language has started: a feature's messages wait for it, so that they
 * are fetched in that language and merged into its table (a feature may begin loading while the
 * page's own messages are still on their way). */
export function translationsStarted(): Promise<void> {
  return started;
}

/** Starts the page's language with its messages. */
export function startTranslations(language: Language, messages: Table): void {
  current = language;
  plurals = new Intl.PluralRules(language);
  store.locale(language);
  store.set(language, messages);
  markStarted();
}

/** Adds a feature's messages to the page's language. */
export function addMessages(messages: Table): void {
  store.set(current, merged(store.table(current) ?? {}, messages));
}

function text(key: string, params?: Params): string | undefined {
  const found: unknown = store.t(key, params);
  return typeof found === 'string' && found !== '' ? found : undefined;
}

/** The text of `key` in the page's language; with `count`, its plural form. Given a string instead
 * of the placeholders' values, that string stands where the key has no text. */
export function t(key: string, paramsOrFallback?: Params | string): string {
  const fallback = typeof paramsOrFallback === 'string' ? paramsOrFallback : key;
  const params = typeof paramsOrFallback === 'string' ? undefined : paramsOrFallback;
  const count = params?.count;
  if (typeof count === 'number') {
    const form =
      (count === 0 ? text(`${key}_zero`, params) : undefined) ??
      text(`${key}_${plurals.select(count)}`, params) ??
      text(`${key}_other`, params);
    if (form !== undefined) return form;
  }
  return text(key, params) ?? fallback;
}

export type TFunction = typeof t;

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/** The page's language and its direction, beside `t`. */
export const i18n = {
  t,
  get language(): Language {
    return current;
  },
  dir(): 'rtl' | 'ltr' {
    return directionOf(current);
  },
};

/** For components: `t` and the page's language (the same for the page's whole life). */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  return { t, i18n };
}
