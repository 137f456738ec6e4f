// The account page's own messages (its sections, the profile, phone and notifications, page 6)
// come in their own chunk per language, merged before the page renders; other pages never fetch
// them.
import { featureMessagesOnce } from '../../i18n/feature-messages-once';

export const loadAccountMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});
