// A content page (hakkimizda, satis-sozlesmesi, ...): title, sections of paragraphs, lists, tabs and
// popup links, and the other content pages beside it.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import type { ContentData } from '../../../lib/page-data';
import '../content.css';
import '../content-pages.css';
import { PageSections } from '../../../components/ui/PageSections';
import { importContactForm } from '../../customer';

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

// The contact page's form (spec section 7, send-message/department) with its rules, captcha and
// messages: fetched by that page only.
const ContactForm = lazy(importContactForm);

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
        <PageSections sections={page.SECTIONS} sectionClassName="content-page__section" />
        {data.slug === getSettings().PAGE_LINK.contact && (
          <Suspense fallback={null}>
            <ContactForm />
          </Suspense>
        )}
      </article>
    </div>
  );
}
