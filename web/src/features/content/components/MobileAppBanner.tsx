// The mobile app banner of the home page (spec sections 2 and 4): on a mobile device, unless the
// cookie mobileApp is 1. Closing sets the cookie; "open" sets it too and goes to the app store
// after 2 s. The app's name and store links are shop content (content/mobile-app.json); with no
// link for the shopper's kind of phone there is nothing to open, so no banner.
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { DAY_SECONDS, readCookie, writeCookie } from '../../../lib/cookies';
import { isMobileDevice, MOBILE_APP_COOKIE, MOBILE_APP_DAYS } from '../cookies';
import type { MobileApp } from '../types';

const STORE_REDIRECT_MS = 2000;

/** The app's page in the store of this phone: the App Store on iOS, Google Play elsewhere. */
export function storeLinkFor(app: MobileApp | null | undefined, userAgent: string): string {
  if (!app) return '';
  return /iPhone|iPad|iPod/i.test(userAgent) ? app.APP_STORE_URL : app.GOOGLE_PLAY_URL;
}

function shouldShow(link: string): boolean {
  if (typeof window === 'undefined' || link === '') return false;
  return isMobileDevice(navigator.userAgent, window.innerWidth) && readCookie(MOBILE_APP_COOKIE) !== '1';
}

export function MobileAppBanner({ app }: { app: MobileApp | null | undefined }) {
  const { t } = useTranslation();
  const link = typeof navigator === 'undefined' ? '' : storeLinkFor(app, navigator.userAgent);
  const [shown, setShown] = useState(() => shouldShow(link));
  if (!shown || !app || link === '') return null;

  const dismiss = () => {
    writeCookie(MOBILE_APP_COOKIE, '1', MOBILE_APP_DAYS * DAY_SECONDS);
    setShown(false);
  };
  const open = () => {
    dismiss();
    window.setTimeout(() => { window.location.assign(link); }, STORE_REDIRECT_MS);
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
        <strong>{app.NAME}</strong>
        <span>{t('content.app.text')}</span>
      </span>
      <button type="button" className="button button--primary app-banner__open" onClick={open}>
        {t('content.app.open')}
      </button>
    </aside>
  );
}
