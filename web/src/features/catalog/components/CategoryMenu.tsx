// Desktop mega-menu: a top category opens its panel after the pointer rests on it for 250 ms
// (spec section 9), so sweeping across the bar does not flash panels. The chevron button opens it
// at once for keyboard and touch users; Escape and leaving close it.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import type { Category } from '../../../lib/page-data';
import { CategoryItems } from './CategoryItems';
import './menu.css';

export const MENU_HOVER_DELAY_MS = 250;

export function CategoryMenu({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const clearTimer = () => {
    window.clearTimeout(timer.current);
  };
  const scheduleOpen = (id: number | null) => {
    clearTimer();
    timer.current = window.setTimeout(() => {
      setOpenId(id);
    }, MENU_HOVER_DELAY_MS);
  };
  const closeNow = () => {
    clearTimer();
    setOpenId(null);
  };

  useEffect(() => clearTimer, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openId !== null) {
      const id = openId;
      closeNow();
      document.getElementById(`menu-toggle-${id}`)?.focus();
    }
  };

  return (
    <nav className="mega-menu" aria-label={t('header.categories')} onKeyDown={onKeyDown}>
      <ul
        className="mega-menu__bar page-width"
        onMouseLeave={() => {
          scheduleOpen(null);
        }}
      >
        {categories.map((category) => {
          const hasChildren = category.CHILDREN.length > 0;
          const open = openId === category.ID;
          const panelId = `menu-panel-${category.ID}`;
          return (
            <li
              key={category.ID}
              className="mega-menu__item"
              data-open={open || undefined}
              onMouseEnter={() => {
                scheduleOpen(hasChildren ? category.ID : null);
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) {
                  if (open) closeNow();
                }
              }}
            >
              <Link to={category.URL} className="mega-menu__link" onClick={closeNow}>
                {category.NAME}
              </Link>
              {hasChildren && (
                <>
                  <button
                    type="button"
                    id={`menu-toggle-${category.ID}`}
                    className="mega-menu__toggle"
                    aria-expanded={open}
                    aria-controls={panelId}
                    aria-label={category.NAME}
                    onClick={() => {
                      clearTimer();
                      setOpenId(open ? null : category.ID);
                    }}
                  >
                    <Icon name="chevronDown" size={16} />
                  </button>
                  <div id={panelId} className="mega-menu__panel" hidden={!open}>
                    <div className="page-width mega-menu__panel-inner">
                      <ul className="mega-menu__columns">
                        {category.CHILDREN.map((child) => (
                          <li key={child.ID} className="mega-menu__column">
                            <Link to={child.URL} className="mega-menu__child" onClick={closeNow}>
                              {child.NAME}
                            </Link>
                            {child.CHILDREN.length > 0 && (
                              <ul className="mega-menu__grandchildren">
                                <CategoryItems categories={child.CHILDREN} onClick={closeNow} />
                              </ul>
                            )}
                          </li>
                        ))}
                      </ul>
                      <Link to={category.URL} className="mega-menu__all" onClick={closeNow}>
                        {t('header.allOf', { name: category.NAME })}
                        <Icon name="chevronEnd" size={16} className="flip-rtl" />
                      </Link>
                    </div>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
