// The texts of messages to the shop (the account section and the contact form), one chunk per
// language, merged when either loads.
import { featureMessagesOnce } from '../../../i18n/feature-messages-once';

export const loadConversationMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});
