import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translate';
import { SearchForm } from '../../features/search';
import { homePath, localizedPath } from '../../lib/paths';
import './routes.css';

const ONWARD_LINKS = [
  { slug: 'kiz-cocuk', label: 'notFound.girls' },
  { slug: 'erkek-cocuk', label: 'notFound.boys' },
  { slug: 'indirimli-urunler', label: 'notFound.discounted' },
  { slug: 'cok-satanlar', label: 'notFound.bestSellers' },
] as const;

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="not-found page-width" aria-labelledby="not-found-title">
      <svg className="not-found__art" viewBox="0 0 200 140" aria-hidden="true" focusable="false">
        <circle cx="100" cy="74" r="62" fill="#fff1e6" />
        <path d="M60 40h26l4 10h20l4-10h26l18 22-16 12-8-6v52H66V68l-8 6-16-12z" fill="#dff1fb" stroke="#2b2233" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="86" cy="88" r="4" fill="#2b2233" />
        <circle cx="114" cy="88" r="4" fill="#2b2233" />
        <path d="M88 106c8-6 16-6 24 0" fill="none" stroke="#2b2233" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="not-found__code">{t('notFound.code')}</p>
      <h1 id="not-found-title" className="not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__text">{t('notFound.text')}</p>
      <div className="not-found__search">
        <SearchForm id="not-found-search" />
      </div>
      <ul className="not-found__links">
        {ONWARD_LINKS.map((link) => (
          <li key={link.slug}>
            <Link to={localizedPath(link.slug)} className="chip chip--outline">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
      <Link to={homePath()} className="button button--primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
