// An empty list: when filters emptied it, say so and offer to clear them.
import { useTranslation } from '../../../i18n/translate';
import { activeFilterCount, clearFilters } from '../filters';
import { useFilterState } from '../use-filter-state';
import './filters.css';

export function FilteredEmpty({ text }: { text: string }) {
  const { t } = useTranslation();
  const { state, apply } = useFilterState();
  if (activeFilterCount(state) === 0) return <p className="category-page__empty">{text}</p>;
  return (
    <div className="category-page__empty filter-empty">
      <p>{t('filters.empty')}</p>
      <button type="button" className="button button--primary" onClick={() => { apply(clearFilters(state)); }}>
        {t('filters.clearAll')}
      </button>
    </div>
  );
}
