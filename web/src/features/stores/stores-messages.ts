// The store locator page's messages come in their own chunk per language, merged before the page
// renders; other pages never fetch them. (The map's texts and the pickers shared with the home
// page's block are in the app's messages.)
import { featureMessagesOnce } from '../../i18n/feature-messages-once';

export const loadStoresMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});
