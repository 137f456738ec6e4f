// The account page's "Çocuklarım" section as it loads: its messages are merged before it first
// renders, and both come in the section's own chunks.
import { loadChildMessages } from './child-text';
import ChildProfiles from './components/ChildProfiles';

export async function loadChildProfiles(): Promise<{ default: typeof ChildProfiles }> {
  await loadChildMessages();
  return { default: ChildProfiles };
}
