// The member's conversations, the latest change first: subject, department, state and date; a
// click opens the thread. Subjects are the member's typing, shown as text.
import { useTranslation } from '../../../i18n/translate';
import { getSettings } from '../../../lib/settings';
import type { Summary } from './api/message-call';
import { formatMessageDate } from './message-date';
import { StatusBadge } from './StatusBadge';

interface ConversationListProps {
  items: Summary[];
  onOpen: (id: number) => void;
}

export function ConversationList({ items, onOpen }: ConversationListProps) {
  const { t } = useTranslation();
  const language = getSettings().LANGUAGE;
  if (items.length === 0) return <p className="member-card__text">{t('conversations.empty')}</p>;
  return (
    <ul className="conversation-list" aria-label={t('conversations.list')} data-testid="conversation-list">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className="conversation-list__item"
            onClick={() => {
              onOpen(item.id);
            }}
          >
            <span className="conversation-list__subject">{item.subject}</span>
            <span className="conversation-list__meta">
              <span>{item.departmentName}</span>
              {item.orderNo && <span>{t('conversations.orderNo', { no: item.orderNo })}</span>}
              <time dateTime={new Date(item.updatedAt * 1000).toISOString()}>
                {formatMessageDate(item.updatedAt, language)}
              </time>
            </span>
            <StatusBadge status={item.status} />
          </button>
        </li>
      ))}
    </ul>
  );
}
