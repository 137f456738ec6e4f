// The social sign-in's flow (its return page, a mailed link) as the login page loads it: its
// messages and the account page's (for the phone popup) are merged before it first renders, all
// in chunks fetched only when a sign-in comes back or a link is opened.
import { loadAccountMessages } from '../account-messages';
import SocialFlow from './components/SocialFlow';
import { loadSocialMessages } from './social-messages';

export async function loadSocialFlow(): Promise<{ default: typeof SocialFlow }> {
  await Promise.all([loadSocialMessages(), loadAccountMessages()]);
  return { default: SocialFlow };
}
