// Turkish is bundled (source and fallback); the other languages load as their own chunk only when the
// page is in that language, so Turkish visitors never download them.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../lib/settings';
import tr from './tr.json';

const loaders: Record<Exclude<Language, 'tr'>, () => Promise<{ default: typeof tr }>> = {
  en: () => import('./en.json'),
  ar: () => import('./ar.json'),
};

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  const resources: Partial<Record<Language, { translation: typeof tr }>> = { tr: { translation: tr } };
  if (language !== 'tr') {
    try {
      resources[language] = { translation: (await loaders[language]()).default };
    } catch {
      console.warn(`Translations for ${language} not loaded; falling back to Turkish`);
    }
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'tr',
    resources,
    // React escapes output itself.
    interpolation: { escapeValue: false },
  });
  const root = document.documentElement;
  root.lang = language;
  root.dir = directionOf(language);
  return i18next;
}
