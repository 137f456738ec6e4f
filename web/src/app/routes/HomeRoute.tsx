import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProductSection } from '../../features/catalog/components/ProductSection';
import type { HomeData } from '../../features/catalog/types';
import { localizedPath } from '../../lib/paths';
import './routes.css';

const CHIP_TONES = ['sun', 'sky', 'mint', 'lilac', 'peach'] as const;

export default function HomeRoute({ data }: { data: HomeData }) {
  const { t } = useTranslation();
  return (
    <div className="home">
      <section className="hero page-width" aria-labelledby="hero-title">
        <div className="hero__card">
          <div className="hero__content">
            <p className="hero__eyebrow">{t('home.heroEyebrow')}</p>
            <h1 id="hero-title" className="hero__title">
              {t('home.heroTitle')}
            </h1>
            <p className="hero__text">{t('home.heroText')}</p>
            <div className="hero__actions">
              <Link to={localizedPath('kiz-cocuk')} className="button button--primary">
                {t('home.shopGirls')}
              </Link>
              <Link to={localizedPath('erkek-cocuk')} className="button button--light">
                {t('home.shopBoys')}
              </Link>
            </div>
          </div>
          <svg className="hero__art" viewBox="0 0 320 240" aria-hidden="true" focusable="false">
            <circle cx="214" cy="120" r="96" fill="#ffd27a" />
            <circle cx="92" cy="72" r="34" fill="#dff1fb" />
            <circle cx="70" cy="190" r="22" fill="#e3f5f0" />
            <path
              d="M180 70l-26 18 14 24 12-7v70a8 8 0 0 0 8 8h52a8 8 0 0 0 8-8v-70l12 7 14-24-26-18h-20a18 18 0 0 1-34 0z"
              fill="#c23b22"
            />
            <circle cx="214" cy="128" r="9" fill="#fff" />
            <path d="M108 150l10 20 22 3-16 15 4 22-20-10-20 10 4-22-16-15 22-3z" fill="#f5a3b8" />
          </svg>
        </div>
      </section>

      {data.categories.length > 0 && (
        <nav className="category-chips page-width" aria-label={t('header.categories')}>
          <ul>
            {data.categories.map((category, index) => (
              <li key={category.ID}>
                <Link to={category.URL} className={`chip chip--${CHIP_TONES[index % CHIP_TONES.length] ?? 'sun'}`}>
                  {category.NAME}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <div className="page-width">
        {data.sections.map((section, index) => (
          <ProductSection key={section.key} section={section} priorityCount={index === 0 ? 5 : 0} />
        ))}
      </div>
    </div>
  );
}
