// Above a filtered list: the filter drawer's button (phones), the sort order and the chips of
// the active filters with remove and clear-all. Every change is a navigation, so the URL always
// holds the list's state and back and forward work.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../../components/ui/Drawer';
import { Icon } from '../../../components/ui/Icon';
import { formatPrice } from '../../../lib/format';
import { getSettings } from '../../../lib/settings';
import {
  activeChips,
  activeFilterCount,
  clearFilters,
  filtersToSearch,
  isSameState,
  parseFilters,
  type FilterState,
  type PriceBounds,
} from '../filters';
import type { FilterData, SortCode } from '../types';
import { FilterPanel } from './FilterPanel';
import './filters.css';

/** The URL's filter state and a way to change it. */
export function useFilterState() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const state = parseFilters(search);
  const apply = (next: FilterState) => {
    void navigate(`${pathname}${filtersToSearch(search, next)}`, { preventScrollReset: true });
  };
  return { state, apply };
}

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
      <button type="button" className="filter-chips__clear" onClick={() => { apply(clearFilters(state)); }}>
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

/** The drawer of phones: changes collect in a draft until "apply". */
function FilterDrawer({ filters }: { filters: FilterData }) {
  const { t } = useTranslation();
  const { state, apply } = useFilterState();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(state);
  const count = activeFilterCount(state);
  const onOpenChange = (next: boolean) => {
    if (next) setDraft(state);
    setOpen(next);
  };
  const submit = () => {
    if (!isSameState(draft, state)) apply(draft);
    setOpen(false);
  };
  return (
    <Drawer
      title={t('filters.title')}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <button type="button" className="button button--ghost filter-open">
          <Icon name="menu" size={18} />
          <span>{t('filters.open')}</span>
          {count > 0 && <span className="filter-open__badge">{count}</span>}
        </button>
      }
    >
      <FilterPanel filters={filters} state={draft} onChange={setDraft} idPrefix="drawer" />
      <div className="filter-drawer__footer">
        <button type="button" className="button button--ghost" onClick={() => { setDraft(clearFilters(draft)); }}>
          {t('filters.clearAll')}
        </button>
        <button type="button" className="button button--primary" onClick={submit}>
          {t('filters.apply')}
        </button>
      </div>
    </Drawer>
  );
}

/** Sidebar panel of wide screens; applies each change at once. */
export function FilterSidebar({ filters }: { filters: FilterData }) {
  const { t } = useTranslation();
  const { state, apply } = useFilterState();
  return (
    <aside className="list-layout__filters" aria-label={t('filters.title')}>
      <h2 className="filter-sidebar__title">{t('filters.title')}</h2>
      <FilterPanel filters={filters} state={state} onChange={apply} idPrefix="side" />
    </aside>
  );
}

export function FilterBar({ filters, relevance = false }: { filters: FilterData; relevance?: boolean }) {
  return (
    <div className="filter-bar">
      <div className="filter-bar__row">
        <FilterDrawer filters={filters} />
        <SortSelect filters={filters} relevance={relevance} />
      </div>
      <SelectedFilters filters={filters} />
    </div>
  );
}
