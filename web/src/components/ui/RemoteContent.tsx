// The body of a tab or popup whose content loads from an address (spec section 7, "Other"): busy
// while it loads; a content page through `renderPage`, a string as plain text, anything else
// nothing. A failed load only logs a warning (spec section 8) and says so in a neutral line.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { useRemoteContent, type LoadedPage } from './remote-content';
import './remote-content.css';

export type RenderPage = (page: LoadedPage) => ReactNode;

export interface RemoteContentProps {
  href: string;
  property: string;
  renderPage: RenderPage;
}

export function RemoteContent({ href, property, renderPage }: RemoteContentProps) {
  const { t } = useTranslation();
  const { data, error, isPending } = useRemoteContent(href, property);

  useEffect(() => {
    if (error) console.warn(`Content not loaded from ${href}`, error);
  }, [error, href]);

  let body: ReactNode = null;
  if (isPending) {
    body = <p className="remote-content__status">{t('ui.loading')}</p>;
  } else if (error) {
    body = (
      <p className="remote-content__status" role="status">
        {t('ui.contentNotLoaded')}
      </p>
    );
  } else if (data.kind === 'page') {
    body = renderPage(data.page);
  } else if (data.kind === 'text') {
    body = <p className="remote-content__text">{data.text}</p>;
  }
  return (
    <div className="remote-content" aria-busy={isPending} data-state={isPending ? 'loading' : error ? 'failed' : 'loaded'}>
      {body}
    </div>
  );
}
