// A panel that slides in from the start or end edge; "start" is the left in Turkish and English and
// the right in Arabic, so the same code mirrors with the page direction. Its users mount it when it
// is first opened (its code is fetched then), so it is always controlled and has no trigger of its
// own: focus goes back to the element that opened it.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { Icon } from './Icon';
import { returnFocusTo, type FocusReturn } from './return-focus';
import './style-nonce';
import './overlay.css';

export interface DrawerProps {
  title: ReactNode;
  children: ReactNode;
  side?: 'start' | 'end';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opened the drawer, focused again when it closes. */
  returnFocus: FocusReturn;
}

export function Drawer({ title, children, side = 'start', open, onOpenChange, returnFocus }: DrawerProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-backdrop" />
        <Dialog.Content
          className={`drawer drawer--${side}`}
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocusTo(returnFocus)}
        >
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
