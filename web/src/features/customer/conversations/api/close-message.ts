// POST /srv/service/customer/close-message: the member closes a conversation; the shop can no
// longer write to it, and the answer is the thread, closed.
import { threadCall, type ThreadResult } from './message-call';

export function closeMessage(id: number): Promise<ThreadResult> {
  return threadCall('/srv/service/customer/close-message', { form: { id } });
}
