// The sections of a content page: a heading, paragraphs, a list, tabs whose panels load from their
// data-href and links that open their address's answer in a popup. A page loaded into a tab or a
// popup is drawn by the same sections one heading level down; it has no tabs or links of its own.
import { lazy, Suspense } from 'react';
import type { components } from '../../lib/api-schema';
import type { LoadedPage } from './remote-content';
import './page-sections.css';

// Few pages have tabs or popup links: their code (tabs, dialog, loader) comes only with such a page.
const LoaderTabs = lazy(() => import('./LoaderTabs').then((m) => ({ default: m.LoaderTabs })));
const PopupLink = lazy(() => import('./PopupLink').then((m) => ({ default: m.PopupLink })));

type PageSection = components['schemas']['PageSection'];

/** A section as the page data gives it, or as a loaded page keeps it (without tabs and links). */
export type SectionView = Omit<PageSection, 'TABS' | 'LINKS'> & Partial<Pick<PageSection, 'TABS' | 'LINKS'>>;

export interface PageSectionsProps {
  sections: readonly SectionView[];
  /** The level of the section headings: 2 under a page title, 3 inside a tab or a popup. */
  headingLevel?: 2 | 3;
  sectionClassName?: string;
}

export function PageSections({ sections, headingLevel = 2, sectionClassName }: PageSectionsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return sections.map((section, index) => {
    const tabs = section.TABS ?? [];
    const links = section.LINKS ?? [];
    return (
      <section key={`${section.HEADING}-${String(index)}`} className={sectionClassName}>
        {section.HEADING && <Heading>{section.HEADING}</Heading>}
        {section.PARAGRAPHS.map((text, line) => (
          <p key={`p${String(line)}`}>{text}</p>
        ))}
        {section.ITEMS.length > 0 && (
          <ul>
            {section.ITEMS.map((text, line) => (
              <li key={`i${String(line)}`}>{text}</li>
            ))}
          </ul>
        )}
        {tabs.length > 0 && (
          <div className="page-sections__tabs">
            <Suspense fallback={<div className="page-sections__pending" aria-busy="true" />}>
              <LoaderTabs
                label={section.HEADING || tabs.map((tab) => tab.TITLE).join(', ')}
                tabs={tabs}
                renderPage={renderLoadedPage}
              />
            </Suspense>
          </div>
        )}
        {links.length > 0 && (
          <Suspense fallback={<div className="page-sections__pending" aria-busy="true" />}>
            <ul className="page-sections__links">
              {links.map((link, line) => (
                <li key={`l${String(line)}`}>
                  <PopupLink link={link} renderPage={renderLoadedPage} />
                </li>
              ))}
            </ul>
          </Suspense>
        )}
      </section>
    );
  });
}

function renderLoadedPage(page: LoadedPage) {
  return (
    <div className="loaded-page">
      <PageSections sections={page.SECTIONS} headingLevel={3} sectionClassName="loaded-page__section" />
    </div>
  );
}
