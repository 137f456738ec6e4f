// The account page's connected accounts as it loads them: the social messages are merged before
// the section first renders, and both come in the section's own chunks.
import SocialAccounts from './components/SocialAccounts';
import { loadSocialMessages } from './social-messages';

export async function loadSocialAccounts(): Promise<{ default: typeof SocialAccounts }> {
  await loadSocialMessages();
  return { default: SocialAccounts };
}
