// The filter drawer of phones: changes collect in a draft until "apply". Loaded when the shopper
// reaches for its button (FilterBar), so wide screens, which show the sidebar, never fetch it.
import { useState, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Drawer } from '../../../components/ui/Drawer';
import { clearFilters, isSameState } from '../filters';
import type { FilterData } from '../../../lib/page-data';
import { useFilterState } from '../use-filter-state';
import { FilterPanel } from './FilterPanel';

interface FilterDrawerProps {
  filters: FilterData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

export function FilterDrawer({ filters, open, onOpenChange, opener }: FilterDrawerProps) {
  const { t } = useTranslation();
  const { state, apply } = useFilterState();
  // The draft starts from the URL's state each time the drawer opens (the drawer mounts on open).
  const [draft, setDraft] = useState(state);
  const submit = () => {
    if (!isSameState(draft, state)) apply(draft);
    onOpenChange(false);
  };
  return (
    <Drawer title={t('filters.title')} open={open} onOpenChange={onOpenChange} returnFocus={opener}>
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
