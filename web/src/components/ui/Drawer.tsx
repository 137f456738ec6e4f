// A panel that slides in from the start or end edge; "start" is the left in Turkish and English and
// the right in Arabic, so the same code mirrors with the page direction.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './style-nonce';
import './overlay.css';

export interface DrawerProps {
  title: ReactNode;
  children: ReactNode;
  side?: 'start' | 'end';
  trigger?: ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export const DrawerClose = Dialog.Close;

export function Drawer({ title, children, side = 'start', trigger, open, onOpenChange }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root {...(open === undefined ? {} : { open })} {...(onOpenChange ? { onOpenChange } : {})}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-backdrop" />
        <Dialog.Content className={`drawer drawer--${side}`} aria-describedby={undefined}>
          <div className="drawer__header">
            <Dialog.Title className="drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('ui.close')}>
              <Icon name="close" size={20} />
            </Dialog.Close>
          </div>
          <div className="drawer__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
