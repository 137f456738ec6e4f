// A small "are you sure?" bubble beside the button that asked, for actions such as removing a line.
import * as Popover from '@radix-ui/react-popover';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import './widgets.css';

export interface ConfirmPopoverProps {
  trigger: ReactElement;
  message: ReactNode;
  onConfirm: () => void;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  tone?: 'default' | 'danger';
}

export function ConfirmPopover({
  trigger,
  message,
  onConfirm,
  confirmLabel,
  cancelLabel,
  tone = 'default',
}: ConfirmPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="confirm" sideOffset={8} role="alertdialog">
          <p className="confirm__message">{message}</p>
          <div className="confirm__actions">
            <Popover.Close className="button button--ghost button--small">{cancelLabel ?? t('ui.cancel')}</Popover.Close>
            <button
              type="button"
              className={`button button--small ${tone === 'danger' ? 'button--danger' : 'button--primary'}`}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel ?? t('ui.confirm')}
            </button>
          </div>
          <Popover.Arrow className="confirm__arrow" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
