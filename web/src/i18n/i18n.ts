// Each language is its own chunk, fetched only for pages in that language (the server names it
// beside the page's code). Turkish is the source and the fallback: it is fetched for another
// language only when that language's chunk could not be loaded.
import type { Language } from '../lib/settings';
import { addMessages, directionOf, i18n, startTranslations, translationsStarted } from './translate';

type Messages = typeof import('./tr.json');

const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  tr: () => import('./tr.json'),
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};

/** A feature's own messages, one chunk per language, merged into the app's when the feature
 * loads (`features/<name>/messages/{tr,en,ar}.json`), so browsing pages never fetch them. */
export type FeatureMessages = Record<Language, () => Promise<{ default: object }>>;

export async function loadFeatureMessages(loaders: FeatureMessages): Promise<void> {
  await translationsStarted();
  const language = i18n.language;
  const load = language in loaders ? loaders[language] : loaders.tr;
  addMessages((await load()).default as Record<string, unknown>);
}

async function loadMessages(language: Language): Promise<{ language: Language; messages: Messages }> {
  try {
    return { language, messages: (await loaders[language]()).default };
  } catch (error) {
    if (language === 'tr') throw error;
    console.warn(`Translations for ${language} not loaded; falling back to Turkish`);
    return { language: 'tr', messages: (await loaders.tr()).default };
  }
}

export async function initI18n(language: Language): Promise<void> {
  const loaded = await loadMessages(language);
  startTranslations(loaded.language, loaded.messages);
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
}
