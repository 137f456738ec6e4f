// A content page (hakkimizda, satis-sozlesmesi, ...): title, sections of paragraphs and lists, and
// the other content pages beside it.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizedPath } from '../../../lib/paths';
import type { ContentData } from '../../catalog/types';
import '../content.css';

const PAGES = [
  'hakkimizda',
  'satis-sozlesmesi',
  'teslimat-kosullari',
  'gizlilik-ve-guvenlik',
  'garanti-ve-iade-kosullari',
  'kargo-ve-teslimat',
  'alisveris-rehberi',
  'iade-islemleri-kilavuzu',
  'siparis-takip',
] as const;

export default function ContentRoute({ data }: { data: ContentData }) {
  const { t } = useTranslation();
  const { page } = data;
  return (
    <div className="content-page page-width">
      <nav className="content-page__nav" aria-label={t('content.pagesNav')}>
        <ul>
          {PAGES.map((slug) => (
            <li key={slug}>
              <Link to={localizedPath(slug)} aria-current={slug === data.slug ? 'page' : undefined}>
                {t(`footer.links.${slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="content-page__article">
        <h1 className="content-page__title">{page.TITLE}</h1>
        {page.UPDATED && <p className="content-page__updated">{t('content.updated', { date: page.UPDATED })}</p>}
        {page.SECTIONS.map((section, index) => (
          <section key={`${section.HEADING}-${String(index)}`} className="content-page__section">
            {section.HEADING && <h2>{section.HEADING}</h2>}
            {section.PARAGRAPHS.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.ITEMS.length > 0 && (
              <ul>
                {section.ITEMS.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
    </div>
  );
}
