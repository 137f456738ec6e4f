// The account page's "Mesajlarım" section (page 6, anchor #mesajlar, where the shop's answer mail
// links; spec section 3, Message with a department): the member's conversations, one opened as its
// thread, and the form of a new one.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useLocation } from 'react-router';
import { useConversations } from './api/get-conversations';
import { ConversationList } from './ConversationList';
import { ConversationThread } from './ConversationThread';
import { NewMessageForm } from './NewMessageForm';
import { MESSAGES_ANCHOR } from './paths';
import '../../../components/ui/member.css';
import './conversations.css';

/** What the section shows; a thread just written to opens with the server's word that it was sent. */
type View = { kind: 'list' } | { kind: 'thread'; id: number; sent?: string } | { kind: 'new' };

export default function MessagesSection() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const conversations = useConversations();
  const [view, setView] = useState<View>({ kind: 'list' });
  const section = useRef<HTMLElement>(null);
  const loaded = conversations.isSuccess;

  // The section comes after the page's first render, so the browser could not scroll to the
  // anchor of the answer mail's link: it is done once the list is shown.
  useEffect(() => {
    if (loaded && hash === `#${MESSAGES_ANCHOR}`) section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, hash]);

  const showList = () => {
    setView({ kind: 'list' });
  };

  return (
    <section
      ref={section}
      className="page-card member-card conversations"
      aria-labelledby={MESSAGES_ANCHOR}
      data-testid="messages-section"
    >
      <div className="conversations__head">
        <h2 id={MESSAGES_ANCHOR} className="page-card__title member-card__title">
          {t('conversations.title')}
        </h2>
        {view.kind === 'list' && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={() => {
              setView({ kind: 'new' });
            }}
          >
            {t('conversations.newMessage')}
          </button>
        )}
      </div>
      {view.kind === 'new' && (
        <NewMessageForm
          onSent={(id, sent) => {
            setView({ kind: 'thread', id, sent });
          }}
          onCancel={showList}
        />
      )}
      {view.kind === 'thread' && <ConversationThread key={view.id} id={view.id} sent={view.sent} onBack={showList} />}
      {view.kind === 'list' && (
        <>
          <p className="member-card__text">{t('conversations.intro')}</p>
          {conversations.isPending && <p className="member-card__text">{t('conversations.loading')}</p>}
          {conversations.isError && (
            <p className="member-alert member-alert--danger" role="alert">
              {t('conversations.loadFailed')}
            </p>
          )}
          {conversations.data && (
            <ConversationList
              items={conversations.data}
              onOpen={(id) => {
                setView({ kind: 'thread', id });
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
