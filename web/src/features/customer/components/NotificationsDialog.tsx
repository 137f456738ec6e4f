// The notifications popup of the account page (page 6): one switch per channel of commercial
// messages (email, SMS, phone call) showing the consent as last recorded. A switch saves as soon as
// it is turned, either way, so withdrawing is as easy as giving; the member sees it saved, or the
// server's refusal (SMS and calls need a phone on the account).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Modal } from '../../../components/ui/Modal';
import type { FocusReturn } from '../../../components/ui/return-focus';
import { ApiError } from '../../../lib/api';
import { useNotifications, useSetNotification, type Channel } from '../api/notifications';
import '../../../components/ui/parts.css';
import './account-sections.css';
import { LoadNotice, OutcomeNote, type Outcome } from '../../../components/ui/SectionNotes';

const CHANNELS: readonly Channel[] = ['email', 'sms', 'call'];

interface NotificationsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: FocusReturn;
}

function Consents() {
  const { t } = useTranslation();
  const consents = useNotifications();
  const save = useSetNotification();
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!consents.isSuccess) return <LoadNotice pending={consents.isPending} loading={t('customer.notifications.loading')} failed={t('customer.notifications.loadFailed')} />;

  const change = (channel: Channel, granted: boolean) => {
    setOutcome(null);
    save.mutate(
      { channel, granted },
      {
        onSuccess: (answer) => {
          setOutcome({ ok: true, text: answer.statusText || t('customer.notifications.saved') });
        },
        onError: (error) => {
          setOutcome({ ok: false, text: error instanceof ApiError ? error.message : t('customer.notifications.failed') });
        },
      },
    );
  };

  return (
    <div className="consents" data-testid="notifications">
      <ul className="consents__list">
        {CHANNELS.map((channel) => {
          const granted = consents.data.data.find((consent) => consent.channel === channel)?.granted ?? false;
          const saving = save.isPending && save.variables.channel === channel;
          return (
            <li key={channel}>
              <label className="consents__switch">
                <span>{t(`customer.notifications.${channel}`)}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className="switch switch-track"
                  checked={granted}
                  disabled={save.isPending}
                  aria-busy={saving || undefined}
                  onChange={(event) => {
                    change(channel, event.target.checked);
                  }}
                  data-channel={channel}
                />
              </label>
            </li>
          );
        })}
      </ul>
      <OutcomeNote outcome={outcome} idleClassName="consents__outcome" testId="notifications-outcome" />
    </div>
  );
}

export default function NotificationsDialog({ open, onOpenChange, returnFocus }: NotificationsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('customer.notifications.title')}
      description={t('customer.notifications.intro')}
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      width={440}
    >
      <Consents />
    </Modal>
  );
}
