// The store locator page's messages come in their own chunk per language, merged before the page
// renders; other pages never fetch them. (The map's texts and the pickers shared with the home
// page's block are in the app's messages.)
import i18next from 'i18next';
import { loadFeatureMessages } from '../../i18n/i18n';

const loaded = new Map<string, Promise<void>>();

export function loadStoresMessages(): Promise<void> {
  const language = i18next.language;
  let loading = loaded.get(language);
  if (!loading) {
    loading = loadFeatureMessages({
      tr: () => import('./messages/tr.json'),
      en: () => import('./messages/en.json'),
      ar: () => import('./messages/ar.json'),
    }).catch((error: unknown) => {
      loaded.delete(language);
      throw error;
    });
    loaded.set(language, loading);
  }
  return loading;
}
