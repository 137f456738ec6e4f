import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translate';
import { Icon } from '../../components/ui/Icon';
import { CategoryMenu, importMobileMenu, useCategories } from '../../features/catalog';
import type { PageRef } from '../../lib/page-data';
import { CurrencySwitch, LanguageSwitch } from '../../features/locale';
import { CartHeaderButton } from '../../features/cart';
import { AccountMenu } from '../../features/customer';
import { FavouritesHeaderLink } from '../../features/favourites';
import { SearchForm } from '../../features/search';
import { Logo } from './Logo';

const MobileMenuDrawer = lazy(() => importMobileMenu().then((module) => ({ default: module.MobileMenuDrawer })));

export function Header({ page }: { page: PageRef }) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  const preloadMenu = () => {
    void importMobileMenu();
  };

  return (
    <header className="header">
      <div className="header__top">
        <div className="header__top-inner page-width">
          <p className="header__promise">
            <Icon name="truck" size={18} />
            <span>{t('info.sameDayTitle')}</span>
            <span className="header__promise-extra" aria-hidden="true">
              ·
            </span>
            <span className="header__promise-extra">{t('info.installmentsTitle')}</span>
          </p>
          <div className="header__switches">
            <LanguageSwitch page={page} />
            <CurrencySwitch />
          </div>
        </div>
      </div>
      <div className="header__main page-width">
        <button
          ref={menuButton}
          type="button"
          className="icon-button header__menu-button"
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={preloadMenu}
          onFocus={preloadMenu}
          onClick={() => {
            setMenuOpen(true);
          }}
        >
          <Icon name="menu" />
        </button>
        <Logo />
        <div className="header__search">
          <SearchForm />
        </div>
        <nav className="header__actions" aria-label={t('header.account')}>
          <AccountMenu />
          <FavouritesHeaderLink />
          <CartHeaderButton />
        </nav>
      </div>
      <div className="header__nav">
        <CategoryMenu categories={categories} />
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenuDrawer categories={categories} open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
