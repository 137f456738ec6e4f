// POST /srv/service/customer/send-new-message: a new conversation with a department (optionally
// about one of the member's orders), or with `id` a post to an open one. Either answers the thread
// with statusText "Mesajınız iletildi"; the list and the thread shown are refreshed from it.
import type { QueryClient } from '@tanstack/react-query';
import type { NewMessageValues } from '../message-rules';
import { conversationQueryOptions } from './get-conversation';
import { conversationsQueryOptions } from './get-conversations';
import { threadCall, type ThreadResult } from './message-call';

export function sendNewMessage(values: NewMessageValues): Promise<ThreadResult> {
  return threadCall('/srv/service/customer/send-new-message', {
    form: {
      department: Number(values.department),
      subject: values.subject.trim(),
      message: values.message.trim(),
      ...(values.orderNo ? { orderNo: values.orderNo } : {}),
    },
  });
}

export function replyToMessage(id: number, message: string): Promise<ThreadResult> {
  return threadCall('/srv/service/customer/send-new-message', { form: { id, message: message.trim() } });
}

/** After a change: the thread as answered, and the list again (status and order changed). */
export async function showThread(queryClient: QueryClient, result: ThreadResult): Promise<void> {
  if (result.ok) queryClient.setQueryData(conversationQueryOptions(result.thread.message.id).queryKey, result.thread);
  await queryClient.invalidateQueries({ queryKey: conversationsQueryOptions().queryKey });
}
