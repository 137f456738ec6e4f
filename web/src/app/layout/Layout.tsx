import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translate';
import { BlockBoundary } from '../../components/ui/BlockBoundary';
import { ToastHost } from '../../components/ui/ToastHost';
import { CookieLawBanner } from '../../features/content';
import { CompareBarSlot } from '../../features/compare';
import type { PageRef } from '../../lib/page-data';
import { MemberOverlays } from '../../features/customer';
import { Footer } from './Footer';
import { Header } from './Header';
import { InfoStrip } from './InfoStrip';
import './layout.css';

interface LayoutProps {
  page: PageRef;
  loading: boolean;
  children: ReactNode;
}

export function Layout({ page, loading, children }: LayoutProps) {
  const { t } = useTranslation();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Header page={page} />
      <div className="navigation-progress" data-active={loading || undefined} aria-hidden="true" />
      <main id="main" className="main" tabIndex={-1} aria-busy={loading}>
        {children}
      </main>
      <BlockBoundary name="info-strip">
        <InfoStrip />
      </BlockBoundary>
      <BlockBoundary name="footer">
        <Footer />
      </BlockBoundary>
      <BlockBoundary name="compare-bar">
        <CompareBarSlot />
      </BlockBoundary>
      <ToastHost />
      <BlockBoundary name="cookie-law">
        <CookieLawBanner />
      </BlockBoundary>
      <BlockBoundary name="member-overlays">
        <MemberOverlays />
      </BlockBoundary>
    </>
  );
}
