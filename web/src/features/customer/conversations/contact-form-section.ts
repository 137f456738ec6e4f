// The contact page's form as the page loads it: its messages are merged before it first renders,
// and both come in chunks of their own, fetched by the contact page only.
import ContactForm from './ContactForm';
import { loadConversationMessages } from './conversation-messages';

export async function loadContactForm(): Promise<{ default: typeof ContactForm }> {
  await loadConversationMessages();
  return { default: ContactForm };
}
