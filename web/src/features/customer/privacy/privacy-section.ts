// The account page's "Verilerim" section as it loads: its messages are merged before it first
// renders, and both come in the section's own chunks.
import MyDataSection from './components/MyDataSection';
import { loadPrivacyMessages } from './privacy-messages';

export async function loadMyDataSection(): Promise<{ default: typeof MyDataSection }> {
  await loadPrivacyMessages();
  return { default: MyDataSection };
}
