// The account page's messages section as it loads it: the feature's messages are merged before
// the section first renders, and both come in the section's own chunks.
import MessagesSection from './MessagesSection';
import { loadConversationMessages } from './conversation-messages';

export async function loadMessagesSection(): Promise<{ default: typeof MessagesSection }> {
  await loadConversationMessages();
  return { default: MessagesSection };
}
