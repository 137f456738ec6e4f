// Above a filtered list: the filter drawer's button (phones), the sort order, the grid or list
// switch and the chips of the active filters with remove and clear-all. Every change goes into the URL
// (use-filter-state.ts).
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { formatPrice } from '../../../lib/format';
import { getSettings } from '../../../lib/settings';
import { useMediaQuery } from '../../../lib/use-media-query';
import { activeChips, activeFilterCount, clearFilters, type PriceBounds } from '../filters';
import type { ListLayout } from '../list-layout';
import type { FilterData, SortCode } from '../../../lib/page-data';
import { useFilterState } from '../use-filter-state';
import { FilterPanel } from './FilterPanel';
import { LayoutSwitch } from './LayoutSwitch';
import './filters.css';

function usePriceLabel() {
  const { t } = useTranslation();
  const currency = getSettings().CURRENCY;
  return (price: PriceBounds) => {
    if (price.min !== null && price.max !== null) return `${formatPrice(price.min, currency)} – ${formatPrice(price.max, currency)}`;
    if (price.min !== null) return t('filters.priceFrom', { price: formatPrice(price.min, currency) });
    return t('filters.priceTo', { price: formatPrice(price.max ?? 0, currency) });
  };
}

export function SelectedFilters({ filters }: { filters: FilterData }) {
  const { t } = useTranslation();
  const { state, apply } = useFilterState();
  const priceLabel = usePriceLabel();
  const names = {
    type1: new Map(filters.VARIANTS.TYPE1_LIST.map((v) => [v.ID, v.NAME])),
    type2: new Map(filters.VARIANTS.TYPE2_LIST.map((v) => [v.ID, v.NAME])),
    option: new Map(filters.FILTERS.flatMap((g) => g.VALUES.map((v) => [v.ID, v.NAME] as const))),
  };
  const chips = activeChips(state, names, { stock: t('filters.inStockChip'), price: priceLabel });
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips" aria-label={t('filters.selected')} role="group">
      <ul>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="filter-chip"
              onClick={() => { apply(chip.without); }}
              aria-label={t('filters.remove', { name: chip.label })}
            >
              <bdi>{chip.label}</bdi>
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="underline-link filter-chips__clear" onClick={() => { apply(clearFilters(state)); }}>
        {t('filters.clearAll')}
      </button>
    </div>
  );
}

function SortSelect({ filters, relevance }: { filters: FilterData; relevance: boolean }) {
  const { t } = useTranslation();
  const { state, apply } = useFilterState();
  const selected = filters.SORT.find((s) => s.SELECTED)?.ID ?? '';
  return (
    <label className="filter-sort">
      <span className="filter-sort__label" aria-hidden="true">
        {t('filters.sort')}
      </span>
      <select
        aria-label={t('filters.sort')}
        className="filter-sort__select"
        value={selected}
        onChange={(e) => { apply({ ...state, sort: e.target.value === '' ? null : (e.target.value as SortCode) }); }}
      >
        {relevance && <option value="">{t('filters.sorts.relevance')}</option>}
        {filters.SORT.map((s) => (
          <option key={s.ID} value={s.ID}>
            {t(`filters.sorts.${s.ID}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

const loadFilterDrawer = () => import('./FilterDrawer');
const FilterDrawer = lazy(() => loadFilterDrawer().then((module) => ({ default: module.FilterDrawer })));

/** The drawer's button (phones); the drawer itself is fetched when the shopper reaches for it. */
function FilterDrawerButton({ filters }: { filters: FilterData }) {
  const { t } = useTranslation();
  const { state } = useFilterState();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = activeFilterCount(state);
  const preload = () => {
    void loadFilterDrawer();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--ghost filter-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => { setOpen(true); }}
      >
        <Icon name="menu" size={18} />
        <span>{t('filters.open')}</span>
        {count > 0 && <span className="filter-open__badge">{count}</span>}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterDrawer filters={filters} open={open} onOpenChange={setOpen} opener={button} />
        </Suspense>
      )}
    </>
  );
}

/** Where the sidebar shows (filters.css); narrower screens use the drawer. */
const SIDEBAR_SCREEN = '(min-width: 992px)';

/** Sidebar panel of wide screens; applies each change at once. Not rendered at all on phones. */
export function FilterSidebar({ filters }: { filters: FilterData }) {
  const { t } = useTranslation();
  const { state, apply } = useFilterState();
  const wide = useMediaQuery(SIDEBAR_SCREEN);
  if (!wide) return null;
  return (
    <aside className="list-layout__filters" aria-label={t('filters.title')}>
      <h2 className="filter-sidebar__title">{t('filters.title')}</h2>
      <FilterPanel filters={filters} state={state} onChange={apply} idPrefix="side" />
    </aside>
  );
}

interface FilterBarProps {
  filters: FilterData;
  /** The list's layout, which the switch shows and changes. */
  layout: ListLayout;
  relevance?: boolean;
}

export function FilterBar({ filters, layout, relevance = false }: FilterBarProps) {
  return (
    <div className="filter-bar">
      <div className="filter-bar__row">
        <FilterDrawerButton filters={filters} />
        <SortSelect filters={filters} relevance={relevance} />
        <LayoutSwitch current={layout} />
      </div>
      <SelectedFilters filters={filters} />
    </div>
  );
}
