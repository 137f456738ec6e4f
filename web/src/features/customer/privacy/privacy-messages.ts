// The KVKK parts' own messages (the account's "Verilerim", the guests' requests), one chunk per
// language, merged before either renders.
import { featureMessagesOnce } from '../../../i18n/feature-messages-once';

export const loadPrivacyMessages = featureMessagesOnce({
  tr: () => import('./messages/tr.json'),
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
});
