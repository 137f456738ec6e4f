// The category menu on phones: a drawer from the start edge with one accordion item per top
// category. Loaded on first use, so it costs nothing on desktop.
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Accordion } from '../../../components/ui/Accordion';
import { Drawer } from '../../../components/ui/Drawer';
import type { Category } from '../../../lib/page-data';
import { CategoryItems } from './CategoryItems';
import './menu.css';

interface MobileMenuDrawerProps {
  categories: Category[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

export function MobileMenuDrawer({ categories, open, onOpenChange, opener }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const close = () => {
    onOpenChange(false);
  };
  const withChildren = categories.filter((category) => category.CHILDREN.length > 0);
  const leaves = categories.filter((category) => category.CHILDREN.length === 0);
  return (
    <Drawer title={t('header.categories')} open={open} onOpenChange={onOpenChange} side="start" returnFocus={opener}>
      <Accordion
        items={withChildren.map((category) => ({
          value: String(category.ID),
          title: category.NAME,
          content: (
            <ul className="mobile-menu__list">
              <li>
                <Link to={category.URL} onClick={close} className="mobile-menu__all">
                  {t('header.allOf', { name: category.NAME })}
                </Link>
              </li>
              <CategoryItems categories={category.CHILDREN} onClick={close} />
            </ul>
          ),
        }))}
      />
      {leaves.length > 0 && (
        <ul className="mobile-menu__leaves">
          <CategoryItems categories={leaves} onClick={close} />
        </ul>
      )}
    </Drawer>
  );
}
