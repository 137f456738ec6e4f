// The login page's KVKK part for guests as it loads: its messages are merged before it first
// renders, and both come in their own chunks.
import { loadPrivacyMessages } from './privacy-messages';
import GuestPrivacy from './components/GuestPrivacy';

export async function loadGuestPrivacy(): Promise<{ default: typeof GuestPrivacy }> {
  await loadPrivacyMessages();
  return { default: GuestPrivacy };
}
