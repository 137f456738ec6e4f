// One conversation: its subject, department, order and state, the posts oldest first (the
// member's and the shop's apart, each on its own side in either direction), a reply box while it
// is open and the closing, asked for twice. Posts are shown as text, never as markup.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { ConfirmPopover } from '../../../components/ui/ConfirmPopover';
import { getSettings } from '../../../lib/settings';
import { messageOf } from '../api/customer-call';
import { useConversation } from './api/get-conversation';
import { closeMessage } from './api/close-message';
import { type Thread, type ThreadResult } from './api/message-call';
import { replyToMessage, showThread } from './api/send-message';
import { formatMessageDate } from './message-date';
import { MessageBox } from './MessageBox';
import { refusedFields, replySchema, type ReplyValues } from './message-rules';
import { StatusBadge } from './StatusBadge';
import { MemberForm } from '../../../components/form/MemberForm';

interface Notice {
  ok: boolean;
  text: string;
}

function Posts({ thread }: { thread: Thread }) {
  const { t } = useTranslation();
  const language = getSettings().LANGUAGE;
  return (
    <ol className="conversation-posts" aria-label={t('conversations.thread')} data-testid="conversation-posts">
      {thread.posts.map((post, index) => (
        <li key={index} className={`conversation-post conversation-post--${post.author}`} data-author={post.author}>
          <p className="conversation-post__meta">
            <strong>{post.author === 'shop' ? t('conversations.shop') : t('conversations.you')}</strong>
            <time dateTime={new Date(post.createdAt * 1000).toISOString()}>{formatMessageDate(post.createdAt, language)}</time>
          </p>
          <p className="conversation-post__body" dir="auto">
            {post.body}
          </p>
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ id, onResult }: { id: number; onResult: (result: ThreadResult) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<ReplyValues>({ resolver: zodResolver(replySchema), defaultValues: { message: '' }, reValidateMode: 'onSubmit' });
  const { isSubmitting } = form.formState;
  const onSubmit = async (values: ReplyValues) => {
    const result = await replyToMessage(id, values.message);
    if (result.ok) form.reset();
    else for (const field of refusedFields(result.refusal, ['message'] as const)) form.setError(field.key, { type: 'server', message: field.message });
    await onResult(result);
  };
  return (
    <MemberForm form={form} onValid={onSubmit} className="conversation-reply">
      <MessageBox
        form={form}
        id={`reply-${String(id)}`}
        label={t('conversations.reply')}
        rows={4}
      />
      <button type="submit" className="button button--primary" disabled={isSubmitting}>
        {t('conversations.sendReply')}
      </button>
    </MemberForm>
  );
}

interface ConversationThreadProps {
  id: number;
  /** The server's word that the conversation was just opened. */
  sent?: string | undefined;
  onBack: () => void;
}

export function ConversationThread({ id, sent, onBack }: ConversationThreadProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const conversation = useConversation(id);
  const [notice, setNotice] = useState<Notice | null>(sent ? { ok: true, text: sent } : null);
  const language = getSettings().LANGUAGE;

  const onResult = async (result: ThreadResult, failed: string) => {
    // A refusal naming the message is shown at the field; anything else (closed meanwhile, gone)
    // in the notice, and the thread is read again.
    if (result.ok) setNotice({ ok: true, text: result.thread.statusText });
    else if (refusedFields(result.refusal, ['message'] as const).length === 0) setNotice({ ok: false, text: messageOf(result.refusal, failed) });
    else setNotice(null);
    await showThread(queryClient, result);
    if (!result.ok) await conversation.refetch();
  };

  const back = (
    <button type="button" className="underline-link conversation__back" onClick={onBack}>
      {t('conversations.back')}
    </button>
  );
  if (conversation.isPending) return <>{back}<p className="member-card__text">{t('conversations.loading')}</p></>;
  if (conversation.isError) {
    return (
      <>
        {back}
        <p className="member-alert member-alert--danger" role="alert">
          {conversation.error.message}
        </p>
      </>
    );
  }
  const thread = conversation.data;
  const summary = thread.message;
  return (
    <article className="conversation" aria-labelledby="conversation-subject" data-testid="conversation">
      {back}
      <header className="conversation__head">
        <h3 id="conversation-subject" className="conversation__subject">
          {summary.subject}
        </h3>
        <StatusBadge status={summary.status} />
      </header>
      <p className="conversation-list__meta">
        <span>{summary.departmentName}</span>
        {summary.orderNo && <span>{t('conversations.orderNo', { no: summary.orderNo })}</span>}
        <span>{t('conversations.updated', { date: formatMessageDate(summary.updatedAt, language) })}</span>
      </p>
      <Posts thread={thread} />
      {notice && (
        <p className={`member-alert ${notice.ok ? 'member-alert--success' : 'member-alert--danger'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {summary.status === 'closed' ? (
        <p className="member-alert member-alert--info">{t('conversations.closedNote')}</p>
      ) : (
        <>
          <ReplyForm id={id} onResult={(result) => onResult(result, t('conversations.sendFailed'))} />
          <ConfirmPopover
            trigger={
              <button type="button" className="button button--ghost conversation__close">
                {t('conversations.close')}
              </button>
            }
            message={t('conversations.closeConfirm')}
            confirmLabel={t('conversations.close')}
            tone="danger"
            onConfirm={() => {
              void closeMessage(id).then((result) => onResult(result, t('conversations.closeFailed')));
            }}
          />
        </>
      )}
    </article>
  );
}
