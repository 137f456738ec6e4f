// The mobile app banner of the home page (spec sections 2 and 4): on a mobile device, unless the
// cookie mobileApp is 1. Closing sets the cookie; "open" sets it too and goes to the app store
// after 2 s.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { isMobileDevice, MOBILE_APP_COOKIE, MOBILE_APP_DAYS, readCookie, writeCookie } from '../cookies';

const STORE_REDIRECT_MS = 2000;
const APP_STORE_URL = 'https://apps.apple.com/tr/app/vitrin/id0000000000';
const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=com.vitrin.app';

function shouldShow(): boolean {
  if (typeof window === 'undefined') return false;
  return isMobileDevice(navigator.userAgent, window.innerWidth) && readCookie(MOBILE_APP_COOKIE) !== '1';
}

export function MobileAppBanner() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(shouldShow);
  if (!shown) return null;

  const dismiss = () => {
    writeCookie(MOBILE_APP_COOKIE, '1', MOBILE_APP_DAYS);
    setShown(false);
  };
  const open = () => {
    dismiss();
    const store = /iPhone|iPad|iPod/i.test(navigator.userAgent) ? APP_STORE_URL : PLAY_STORE_URL;
    window.setTimeout(() => { window.location.assign(store); }, STORE_REDIRECT_MS);
  };

  return (
    <aside className="app-banner" aria-label={t('content.app.label')} data-testid="mobile-app-banner">
      <button type="button" className="app-banner__close" onClick={dismiss} aria-label={t('content.app.close')}>
        <Icon name="close" size={18} />
      </button>
      <span className="app-banner__logo" aria-hidden="true">
        v
      </span>
      <span className="app-banner__text">
        <strong>{t('content.app.title')}</strong>
        <span>{t('content.app.text')}</span>
      </span>
      <button type="button" className="button button--primary app-banner__open" onClick={open}>
        {t('content.app.open')}
      </button>
    </aside>
  );
}
