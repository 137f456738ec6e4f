// The social sign-in's own messages (its return page, popups, mailed links and the account page's
// connected accounts), one chunk per language, merged before any of them renders.
import { featureMessagesOnce } from '../../../i18n/feature-messages-once';

export const loadSocialMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});
