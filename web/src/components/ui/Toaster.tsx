// Toasts at the top end corner (top right, top left in Arabic), with their own durations.
import * as RadixToast from '@radix-ui/react-toast';
import { useTranslation } from '../../i18n/translate';
import { Icon, type IconName } from './Icon';
import { DEFAULT_TOAST_DURATION_MS, dismissToast, useToasts, type ToastVariant } from './toast-store';
import './toast.css';

const ICONS: Record<ToastVariant, IconName> = { success: 'check', danger: 'alert', info: 'info' };

export function Toaster() {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  const rtl = i18n.dir() === 'rtl';
  return (
    <RadixToast.Provider
      duration={DEFAULT_TOAST_DURATION_MS}
      swipeDirection={rtl ? 'left' : 'right'}
      label={t('ui.notifications')}
    >
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={`toast toast--${toast.variant}`}
          duration={toast.duration}
          type={toast.variant === 'danger' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
        >
          <Icon name={ICONS[toast.variant]} size={20} className="toast__icon" />
          <RadixToast.Description className="toast__message">
            {toast.message}
            {toast.link && (
              <a className="toast__link" href={toast.link.href}>
                {toast.link.label}
              </a>
            )}
          </RadixToast.Description>
          <RadixToast.Close className="toast__close" aria-label={t('ui.close')}>
            <Icon name="close" size={16} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className="toast-viewport" />
    </RadixToast.Provider>
  );
}
