// The countdown banner: days, hours, minutes and seconds to the content's target; once the target
// has passed it says that no future date exists.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { timeLeft } from '../countdown';
import type { CountdownAssets } from '../types';
import { BlockLink } from './BlockLink';
import { ContentImage } from './ContentImage';

export function CountdownBanner({ assets }: { assets: CountdownAssets }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = timeLeft(assets.TARGET_MS, now);
  const running = left !== null;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [running]);

  return (
    <section className="content-block content-block--countdown_banner page-width" aria-labelledby="countdown-title">
      <BlockLink url={assets.URL} className="banner countdown">
        {assets.IMG1 && <ContentImage image={assets.IMG1} alt="" className="banner__image countdown__image" />}
        <span className="banner__text countdown__body">
          <span id="countdown-title" className="countdown__title">
            {assets.TITLE}
          </span>
          {assets.TEXT && running && <span className="countdown__text">{assets.TEXT}</span>}
          {left ? (
            <span className="countdown__clock" role="timer" aria-live="off">
              {(['days', 'hours', 'minutes', 'seconds'] as const).map((unit) => (
                <span key={unit} className="countdown__unit">
                  <strong>{String(left[unit]).padStart(2, '0')}</strong>
                  <span>{t(`content.countdown.${unit}`)}</span>
                </span>
              ))}
            </span>
          ) : (
            <span className="countdown__expired" data-testid="countdown-expired">
              {assets.EXPIRED_TEXT}
            </span>
          )}
        </span>
      </BlockLink>
    </section>
  );
}
