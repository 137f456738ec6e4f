// The size advisor's own messages, one chunk per language, merged before its dialog first renders;
// product pages fetch them only when the dialog is opened.
import { featureMessagesOnce } from '../../i18n/feature-messages-once';

export const loadSizingMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});
