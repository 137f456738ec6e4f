// The filters of a product list: in-stock switch, sizes by age, colours, price range, catalog
// attributes and categories, each value with its count. The panel only reports a new state;
// the caller puts it in the URL (desktop) or keeps it until "apply" (mobile drawer).
import { useState, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Accordion, type AccordionItem } from '../../../components/ui/Accordion';
import { maskPrice } from '../../../components/form/masks';
import { filtersToSearch, toggleId, type FilterState } from '../filters';
import type { CategoryFilter, FilterData, VariantFilterValue } from '../../../lib/page-data';
import '../../../components/ui/parts.css';
import './filters.css';

interface FilterPanelProps {
  filters: FilterData;
  state: FilterState;
  onChange: (next: FilterState) => void;
  /** Keeps input ids unique when the panel is shown twice (sidebar and drawer). */
  idPrefix: string;
}

function Count({ value }: { value: number }) {
  return <span className="filter-count">{value}</span>;
}

interface VariantChoicesProps extends Pick<FilterPanelProps, 'state' | 'onChange'> {
  /** The URL parameter of the values: type2 the sizes by age, type1 the colours. */
  group: 'type1' | 'type2';
  values: readonly VariantFilterValue[];
  listClass: string;
  buttonClass: string;
  /** What a value's button shows before its count. */
  children: (value: VariantFilterValue) => ReactNode;
}

/** A variant filter's values as toggle buttons; one with no products is kept only while picked. */
function VariantChoices({ group, values, listClass, buttonClass, state, onChange, children }: VariantChoicesProps) {
  return (
    <ul className={listClass}>
      {values.map((v) => (
        <li key={v.ID}>
          <button
            type="button"
            className={buttonClass}
            aria-pressed={state[group].includes(v.ID)}
            disabled={v.COUNT === 0 && !state[group].includes(v.ID)}
            onClick={() => {
              onChange(toggleId(state, group, v.ID));
            }}
          >
            {children(v)}
            <Count value={v.COUNT} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function CategoryLinks({ nodes, search }: { nodes: CategoryFilter[]; search: string }) {
  return (
    <ul className="filter-categories">
      {nodes.map((c) => (
        <li key={c.ID}>
          <Link to={`${c.URL}${search}`} className="filter-categories__link" {...(c.SELECTED ? { 'aria-current': 'page' as const } : {})}>
            <span>{c.NAME}</span>
            <Count value={c.COUNT} />
          </Link>
          {c.CHILDREN.length > 0 && <CategoryLinks nodes={c.CHILDREN} search={search} />}
        </li>
      ))}
    </ul>
  );
}

/** Room for any price the shop sells at, with decimals. */
const PRICE_MAX_LENGTH = 12;

/** One end of the price range, masked as typed. */
function PriceBound({
  id,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        className="filter-price__input"
        inputMode="decimal"
        placeholder={placeholder}
        value={value}
        onChange={(e) => { onChange(maskPrice(e.target.value, PRICE_MAX_LENGTH)); }}
        aria-label={label}
      />
    </>
  );
}

function PriceForm({ filters, state, onChange, idPrefix }: FilterPanelProps) {
  const { t } = useTranslation();
  const [min, setMin] = useState(state.price?.min?.toString() ?? '');
  const [max, setMax] = useState(state.price?.max?.toString() ?? '');
  const bound = (text: string): number | null => {
    const n = Number(text.replace(',', '.'));
    return text.trim() === '' || !Number.isFinite(n) || n < 0 ? null : Math.round(n * 100) / 100;
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    let low = bound(min);
    let high = bound(max);
    if (low !== null && high !== null && low > high) [low, high] = [high, low];
    onChange({ ...state, price: low === null && high === null ? null : { min: low, max: high } });
  };
  // Plain digits: a grouped "1.234" would read back as a decimal.
  const whole = (n: number, up: boolean) => String(up ? Math.ceil(n) : Math.floor(n));
  return (
    <form className="filter-price" onSubmit={submit}>
      <div className="filter-price__inputs">
        <PriceBound id={`${idPrefix}-price-min`} label={t('filters.priceMin')} placeholder={whole(filters.PRICE.MIN, false)} value={min} onChange={setMin} />
        <span aria-hidden="true">–</span>
        <PriceBound id={`${idPrefix}-price-max`} label={t('filters.priceMax')} placeholder={whole(filters.PRICE.MAX, true)} value={max} onChange={setMax} />
      </div>
      <button type="submit" className="button button--ghost button--small">
        {t('filters.priceApply')}
      </button>
    </form>
  );
}

export function FilterPanel(props: FilterPanelProps) {
  const { filters, state, onChange } = props;
  const { t } = useTranslation();
  const sizes = filters.VARIANTS.TYPE2_LIST;
  const colours = filters.VARIANTS.TYPE1_LIST;
  const items: AccordionItem[] = [];
  if (sizes.length > 0) {
    items.push({
      value: 'sizes',
      title: t('filters.sizes'),
      content: (
        <VariantChoices group="type2" values={sizes} listClass="filter-sizes" buttonClass="filter-size" state={state} onChange={onChange}>
          {(v) => <span>{v.NAME}</span>}
        </VariantChoices>
      ),
    });
  }
  if (colours.length > 0) {
    items.push({
      value: 'colours',
      title: t('filters.colours'),
      content: (
        <VariantChoices group="type1" values={colours} listClass="filter-colours" buttonClass="filter-colour" state={state} onChange={onChange}>
          {(v) => (
            <>
              <span className="filter-colour__swatch" style={{ '--swatch': v.COLOR_CODE || '#ccc' } as CSSProperties} aria-hidden="true" />
              <span className="filter-colour__name">{v.NAME}</span>
            </>
          )}
        </VariantChoices>
      ),
    });
  }
  items.push({
    value: 'price',
    title: t('filters.price'),
    // Re-mounted when the URL's range changes, so the inputs show it.
    content: <PriceForm key={`${state.price?.min ?? ''}-${state.price?.max ?? ''}`} {...props} />,
  });
  for (const group of filters.FILTERS) {
    items.push({
      value: `group-${group.ID}`,
      title: group.NAME,
      content: (
        <ul className="filter-options">
          {group.VALUES.map((v) => (
            <li key={v.ID}>
              <label className="filter-option">
                <input
                  type="checkbox"
                  checked={state.option.includes(v.ID)}
                  disabled={v.COUNT === 0 && !state.option.includes(v.ID)}
                  onChange={() => { onChange(toggleId(state, 'option', v.ID)); }}
                />
                <span>{v.NAME}</span>
                <Count value={v.COUNT} />
              </label>
            </li>
          ))}
        </ul>
      ),
    });
  }
  if (filters.CATEGORIES.length > 0) {
    items.push({
      value: 'categories',
      title: t('filters.categories'),
      content: <CategoryLinks nodes={filters.CATEGORIES} search={filtersToSearch('', { ...state, sort: null })} />,
    });
  }
  return (
    <div className="filter-panel">
      <label className="filter-stock">
        <input
          type="checkbox"
          role="switch"
          checked={state.stock}
          onChange={(e) => { onChange({ ...state, stock: e.target.checked }); }}
        />
        <span className="filter-stock__track switch-track" aria-hidden="true" />
        <span>{t('filters.inStock')}</span>
        <Count value={filters.IN_STOCK.COUNT} />
      </label>
      <Accordion items={items} multiple defaultOpen={items.map((i) => i.value)} />
    </div>
  );
}
