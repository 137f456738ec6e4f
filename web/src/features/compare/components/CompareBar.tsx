// The compare bar at the bottom of every page while the list has products: their thumbnails with
// remove buttons, the count, and "Karşılaştır", which opens the compare popup, or with fewer than
// two products says why not in a danger toast of 1.8 s (spec sections 5 and 8). Titles follow the
// page's language: one the bar knows only in another language is fetched, and not shown meanwhile.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { showToast } from '../../../components/ui/toast-store';
import { COMPARE_MAX, COMPARE_WARNING_MS, compareProblem, compareViewQuery, PROBLEM_MESSAGE_KEYS } from '../compare-list';
import { getSettings } from '../../../lib/settings';
import { useCompareItemsIn } from '../api/get-compare-items';
import { anyCompareItem, compareItemIn, refreshCompareItems } from '../compare-items';
import { clearCompare, removeProductFromCompare, useCompareState } from '../compare-store';
import { CompareIcon } from './CompareIcon';
import type { CompareQuery } from '../types';
import './compare.css';

// The popup (dialog, table, add-to-cart) loads on the first comparison only.
const CompareModal = lazy(() => import('./CompareModal'));

export default function CompareBar() {
  const { t } = useTranslation();
  const compare = useCompareState();
  const { list, last } = compare;
  const language = getSettings().LANGUAGE;
  const fresh = useCompareItemsIn(compare, language);
  useEffect(() => {
    if (fresh.data) refreshCompareItems(fresh.data, language);
  }, [fresh.data, language]);
  const location = useLocation();
  const [query, setQuery] = useState<CompareQuery | null>(null);
  const [collapsed, setCollapsed] = useState(false);
  // Once shown, the bar stays after the last product is removed, until the shopper hides it.
  const [shown, setShown] = useState(list.length > 0);
  if (list.length > 0 && !shown) setShown(true);
  // A link followed from the popup (a product, or add-to-cart sending to the product page) closes it.
  const [path, setPath] = useState(location.pathname);
  if (location.pathname !== path) {
    setPath(location.pathname);
    setQuery(null);
  }

  const openCompare = () => {
    const problem = compareProblem(list.length);
    if (problem) {
      showToast(t(PROBLEM_MESSAGE_KEYS[problem]), { variant: 'danger', duration: COMPARE_WARNING_MS });
      return;
    }
    setQuery(compareViewQuery(list, last));
  };

  const [opened, setOpened] = useState(false);
  if (query !== null && !opened) setOpened(true);
  const modal = opened ? (
    <Suspense fallback={null}>
      <CompareModal
        query={query}
        onClose={() => {
          setQuery(null);
        }}
      />
    </Suspense>
  ) : null;
  if (!shown) return modal;

  if (collapsed) {
    return (
      <>
        <button
          type="button"
          className="compare-tab"
          data-testid="compare-tab"
          onClick={() => {
            setCollapsed(false);
          }}
        >
          <CompareIcon size={18} />
          {t('compare.count', { count: list.length, max: COMPARE_MAX })}
        </button>
        {modal}
      </>
    );
  }

  const slots = Array.from({ length: COMPARE_MAX }, (_, i) => list[i] ?? null);
  return (
    <>
      {/* Keeps the end of the page (the footer) clear of the fixed bar. */}
      <div className="compare-bar-spacer" aria-hidden="true" />
      <aside className="compare-bar" aria-label={t('compare.barLabel')} data-testid="compare-bar">
        <div className="compare-bar__inner page-width">
          <ul className="compare-bar__items">
            {slots.map((id, index) => {
              if (id === null) {
                return (
                  <li key={`slot-${index}`} className="compare-bar__slot" aria-hidden="true">
                    <CompareIcon size={16} />
                  </li>
                );
              }
              // The picture is the same in every language; the title only in the page's.
              const image = anyCompareItem(compare, id)?.IMAGE;
              const title = compareItemIn(compare, id, language)?.TITLE;
              return (
                <li key={id} className="compare-bar__item" data-testid="compare-bar-item">
                  {image ? (
                    <img src={image} alt="" width={48} height={60} className="compare-bar__thumb" />
                  ) : (
                    <span className="compare-bar__thumb compare-bar__thumb--empty" />
                  )}
                  {title !== undefined && <span className="compare-bar__title">{title}</span>}
                  <button
                    type="button"
                    className="compare-bar__remove"
                    aria-label={title !== undefined ? t('compare.removeNamed', { title }) : t('compare.remove')}
                    onClick={() => {
                      removeProductFromCompare(id);
                      showToast(t('compare.removed'), { variant: 'success' });
                    }}
                  >
                    <Icon name="close" size={14} />
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="compare-bar__actions">
            <span className="compare-bar__count" data-testid="compare-count">
              {t('compare.count', { count: list.length, max: COMPARE_MAX })}
            </span>
            {list.length > 0 && (
              <button
                type="button"
                className="button button--ghost button--small compare-bar__clear"
                onClick={() => {
                  clearCompare();
                  showToast(t('compare.cleared'), { variant: 'success' });
                }}
              >
                {t('compare.clear')}
              </button>
            )}
            <button type="button" className="button button--primary button--small" data-testid="compare-open" onClick={openCompare}>
              {t('compare.compareNow')}
            </button>
            <button
              type="button"
              className="icon-button compare-bar__hide"
              aria-label={t('compare.hideBar')}
              onClick={() => {
                if (list.length === 0) setShown(false);
                else setCollapsed(true);
              }}
            >
              <Icon name={list.length === 0 ? 'close' : 'chevronDown'} size={20} />
            </button>
          </div>
        </div>
      </aside>
      {modal}
    </>
  );
}
