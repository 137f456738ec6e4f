// Mounted once in the layout: starts the token refresh schedule, opens the login popup when any
// feature asks (`vitrin:login-required`), and shows the member prompts the page settings call for.
// The dialogs themselves load only when one is needed.
import { lazy, Suspense, useEffect, useState } from 'react';
import { readTokenRecord } from '../../../lib/api';
import { getSettings } from '../../../lib/settings';
import { setCustomerUi, useCustomerUi } from '../customer-ui';
import { needsKvkkNotice, needsPasswordUpdate } from '../../../lib/member';
import { LOGIN_REQUIRED_EVENT } from '../../../lib/member-events';

const MemberDialogs = lazy(() => import('./MemberDialogs'));

export function MemberOverlays() {
  const ui = useCustomerUi();
  const settings = getSettings();
  const passwordUpdate = needsPasswordUpdate(settings.MEMBER_INFO);
  const kvkkNotice = needsKvkkNotice(settings);
  const needed = ui.loginPopupOpen || ui.forcedChange !== null || passwordUpdate || kvkkNotice;
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);

  useEffect(() => {
    // Only a page with a token needs the refresh code.
    if (readTokenRecord()) {
      void import('../token').then((module) => {
        module.startTokenRefresh();
      });
    }
    const openPopup = () => {
      setCustomerUi({ loginPopupOpen: true });
    };
    window.addEventListener(LOGIN_REQUIRED_EVENT, openPopup);
    return () => {
      window.removeEventListener(LOGIN_REQUIRED_EVENT, openPopup);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <MemberDialogs passwordUpdate={passwordUpdate} kvkkNotice={kvkkNotice} />
    </Suspense>
  );
}
