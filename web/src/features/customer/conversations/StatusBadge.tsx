// A conversation's state as a badge: open, answered by the shop, closed by the member.
import { useTranslation } from '../../../i18n/translate';
import type { Summary } from './api/message-call';

export function StatusBadge({ status }: { status: Summary['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`conversation-status conversation-status--${status}`} data-status={status}>
      {t(`conversations.status.${status}`)}
    </span>
  );
}
