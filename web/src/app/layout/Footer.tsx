import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translate';
import { localizedPath, STORES_SLUG } from '../../lib/paths';
import { Logo } from './Logo';

// Spec section 2: the storefront paths linked from every page, and the store locator page.
const CORPORATE_LINKS = [
  'hakkimizda',
  STORES_SLUG,
  'satis-sozlesmesi',
  'teslimat-kosullari',
  'gizlilik-ve-guvenlik',
  'garanti-ve-iade-kosullari',
] as const;

const HELP_LINKS = [
  'kargo-ve-teslimat',
  'alisveris-rehberi',
  'iade-islemleri-kilavuzu',
  'iletisim',
  'siparis-takip',
] as const;

function LinkColumn({ title, slugs }: { title: string; slugs: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <nav className="footer__column" aria-label={title}>
      <h2 className="footer__heading">{title}</h2>
      <ul>
        {slugs.map((slug) => (
          <li key={slug}>
            <Link to={localizedPath(slug)}>{t(`footer.links.${slug}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <div className="footer__main page-width">
        <div className="footer__brand">
          <Logo />
          <p>{t('footer.about')}</p>
        </div>
        <LinkColumn title={t('footer.corporate')} slugs={CORPORATE_LINKS} />
        <LinkColumn title={t('footer.help')} slugs={HELP_LINKS} />
      </div>
      <div className="footer__bottom page-width">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
