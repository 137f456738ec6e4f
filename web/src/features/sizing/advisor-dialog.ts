// The size advisor's dialog as it loads: its messages (and, for a member, the saved children's,
// which name and age them) are merged before it first renders.
import { isMember } from '../../lib/member';
import { getSettings } from '../../lib/settings';
import { loadChildMessages } from '../customer';
import SizeAdvisorDialog from './components/SizeAdvisorDialog';
import { loadSizingMessages } from './sizing-messages';

export async function loadAdvisorDialog(): Promise<{ default: typeof SizeAdvisorDialog }> {
  await Promise.all([loadSizingMessages(), isMember(getSettings().MEMBER_INFO) ? loadChildMessages() : null]);
  return { default: SizeAdvisorDialog };
}
