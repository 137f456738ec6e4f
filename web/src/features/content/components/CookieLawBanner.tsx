// The cookie-law notice, from `/srv/service/site/get-cookie-law`; once accepted it stays away for
// 15 days (spec section 9). Nothing is fetched when the consent cookie is there.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { localizedPath } from '../../../lib/paths';
import { useCookieLaw } from '../api/get-cookie-law';
import { DAY_SECONDS, readCookie, writeCookie } from '../../../lib/cookies';
import { COOKIE_LAW_COOKIE, COOKIE_LAW_DAYS } from '../cookies';
import '../../../styles/content-global.css';

export function CookieLawBanner() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readCookie(COOKIE_LAW_COOKIE) === '1');
  const { data } = useCookieLaw(!accepted);
  const notice = useRef<HTMLElement>(null);
  const open = !accepted && data !== undefined;

  // While the notice is open, the page ends that much lower, so its last lines can be scrolled
  // clear of the notice instead of staying under it.
  useEffect(() => {
    const element = notice.current;
    if (!open || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBlockEnd = `${String(element.offsetHeight)}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBlockEnd = '';
    };
  }, [open]);

  if (!open) return null;

  const accept = () => {
    writeCookie(COOKIE_LAW_COOKIE, '1', COOKIE_LAW_DAYS * DAY_SECONDS);
    setAccepted(true);
  };

  return (
    <section ref={notice} className="cookie-law" role="region" aria-labelledby="cookie-law-title" data-testid="cookie-law">
      <div className="cookie-law__inner page-width">
        <div className="cookie-law__text">
          <h2 id="cookie-law-title" className="cookie-law__title">
            {data.Title}
          </h2>
          <p>
            {data.Content}{' '}
            <Link to={localizedPath('gizlilik-ve-guvenlik')} className="text-link">
              {t('content.cookie.details')}
            </Link>
          </p>
        </div>
        <button type="button" className="button button--primary" onClick={accept}>
          {t('content.cookie.accept')}
        </button>
      </div>
    </section>
  );
}
