// A dialog 400 to 580 px wide (spec section 9). It closes by backdrop click, the close icon, a
// <ModalClose> action inside it, or an optional auto-close timer; `dismissible={false}` keeps it open
// for prompts the shopper must answer (a forced password update).
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { Icon } from './Icon';
import { returnFocusTo, type FocusReturn } from './return-focus';
import './style-nonce';
import './overlay.css';

export const MODAL_MIN_WIDTH = 400;
export const MODAL_MAX_WIDTH = 580;

export function clampModalWidth(width: number): number {
  return Math.min(MODAL_MAX_WIDTH, Math.max(MODAL_MIN_WIDTH, width));
}

export interface ModalProps {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** An element that opens the modal on click. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  width?: number;
  autoCloseMs?: number;
  dismissible?: boolean;
  /** The element that opened a modal without a `trigger`, focused again when it closes. */
  returnFocus?: FocusReturn;
}

export const ModalClose = Dialog.Close;

export function Modal({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  width = 480,
  autoCloseMs,
  dismissible = true,
  returnFocus,
}: ModalProps) {
  const { t } = useTranslation();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  useEffect(() => {
    if (!isOpen || autoCloseMs === undefined || autoCloseMs <= 0) return;
    const timer = window.setTimeout(() => {
      if (open === undefined) setUncontrolledOpen(false);
      onOpenChange?.(false);
    }, autoCloseMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [isOpen, autoCloseMs, open, onOpenChange]);

  const keepOpen = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  const style = { '--modal-width': `${clampModalWidth(width)}px` } as CSSProperties;

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className="overlay-backdrop" />
        <Dialog.Content
          className="modal"
          style={style}
          onPointerDownOutside={keepOpen}
          onEscapeKeyDown={keepOpen}
          {...(returnFocus ? { onCloseAutoFocus: returnFocusTo(returnFocus) } : {})}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="modal__header">
            <Dialog.Title className="modal__title">{title}</Dialog.Title>
            {dismissible && (
              <Dialog.Close className="icon-button" aria-label={t('ui.close')}>
                <Icon name="close" size={20} />
              </Dialog.Close>
            )}
          </div>
          {description && <Dialog.Description className="modal__description">{description}</Dialog.Description>}
          <div className="modal__body">{children}</div>
          {footer && <div className="modal__footer">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
