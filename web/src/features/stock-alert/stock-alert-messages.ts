// The alert dialog's own messages, one chunk per language, merged before it first renders; product
// pages fetch them only when a guest opens the dialog.
import { featureMessagesOnce } from '../../i18n/feature-messages-once';

export const loadStockAlertMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});
