// A conversation's state as a badge: open, answered by the shop, closed by the member.
import { useTranslation } from '../../../i18n/translate';
import type { Summary } from './api/message-call';
import '../../../components/ui/parts.css';

export function StatusBadge({ status }: { status: Summary['status'] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`pill-tag conversation-status conversation-status--${status}${status === 'closed' ? ' pill-tag--soft' : ''}`}
      data-status={status}
    >
      {t(`conversations.status.${status}`)}
    </span>
  );
}
