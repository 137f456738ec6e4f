// The order pages' messages come in their own chunk per language, merged before the pages render
// (and before their titles are set); browsing pages never fetch them.
import { featureMessagesOnce } from '../../i18n/feature-messages-once';

export const loadOrderMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});
