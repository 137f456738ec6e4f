// The member overlays, loaded only when one is needed: the login popup, the forced change-password
// modal (a password_change refusal; also a password-expired member), the update-password modal that
// cannot be closed (PASSWORD_STRENGTH 6 or less) and the data-protection notice (KVKK).
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useLocation } from 'react-router';
import { Modal } from '../../../components/ui/Modal';
import { showToast } from '../../../components/ui/toast-store';
import { isSuccess, messageOf } from '../api/customer-call';
import { acceptKvkk } from '../api/update-customer';
import { setCustomerUi, useCustomerUi } from '../customer-ui';
import SocialButtons from '../social/components/SocialButtons';
import { LoginForm } from './LoginForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import '../../../components/ui/member.css';

export interface MemberDialogsProps {
  passwordUpdate: boolean;
  kvkkNotice: boolean;
}

function LoginPopup({ open }: { open: boolean }) {
  const { t } = useTranslation();
  // A social sign-in comes back to the page the popup was opened on.
  const { pathname, search } = useLocation();
  return (
    <Modal
      title={t('customer.login.popupTitle')}
      description={t('customer.login.popupIntro')}
      open={open}
      onOpenChange={(next) => {
        setCustomerUi({ loginPopupOpen: next });
      }}
      width={440}
    >
      {/* A link inside (register, forgotten password) leaves the popup behind. */}
      <div
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest('a')) setCustomerUi({ loginPopupOpen: false });
        }}
      >
        <LoginForm variant="popup" />
        <SocialButtons redirect={`${pathname}${search}`} />
      </div>
    </Modal>
  );
}

function KvkkNoticeModal() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      const result = await acceptKvkk();
      if (isSuccess(result)) {
        showToast(messageOf(result.body, t('customer.kvkk.accepted')), { variant: 'success' });
        setOpen(false);
      } else showToast(messageOf(result.body), { variant: 'danger' });
    } catch {
      showToast(t('customer.kvkk.failed'), { variant: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('customer.kvkk.title')}
      open={open}
      onOpenChange={setOpen}
      width={560}
      footer={
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void accept()}>
          {t('customer.kvkk.accept')}
        </button>
      }
    >
      <div className="kvkk-notice" data-testid="kvkk-notice">
        <p>{t('customer.kvkk.text1')}</p>
        <p>{t('customer.kvkk.text2')}</p>
      </div>
    </Modal>
  );
}

export default function MemberDialogs({ passwordUpdate, kvkkNotice }: MemberDialogsProps) {
  const { t } = useTranslation();
  const ui = useCustomerUi();
  const forced = ui.forcedChange;
  return (
    <>
      <LoginPopup open={ui.loginPopupOpen} />
      {forced && (
        <Modal
          title={t('customer.password.forcedTitle')}
          description={forced.message || t('customer.password.forcedIntro')}
          open
          onOpenChange={(next) => {
            if (!next) setCustomerUi({ forcedChange: null });
          }}
          width={480}
        >
          <PasswordChangeForm
            idPrefix="forced"
            mode={{ kind: 'forced', username: forced.username, type: forced.type, redirect: forced.redirect }}
          />
        </Modal>
      )}
      {passwordUpdate && (
        <Modal
          title={t('customer.password.updateTitle')}
          description={t('customer.password.updateIntro')}
          open
          dismissible={false}
          width={480}
        >
          <PasswordChangeForm idPrefix="update" mode={{ kind: 'member' }} />
        </Modal>
      )}
      {!passwordUpdate && kvkkNotice && <KvkkNoticeModal />}
    </>
  );
}
