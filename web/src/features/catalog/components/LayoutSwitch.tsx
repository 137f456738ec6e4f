// Grid or list for a product list (spec section 4): two toggle buttons beside the sort order.
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { chooseListLayout, type ListLayout } from '../list-layout';
import './filters.css';

const LAYOUTS = [
  { layout: 'grid', icon: 'grid' },
  { layout: 'list', icon: 'rows' },
] as const;

export function LayoutSwitch({ current }: { current: ListLayout }) {
  const { t } = useTranslation();
  return (
    <div className="layout-switch" role="group" aria-label={t('listLayout.label')}>
      {LAYOUTS.map(({ layout, icon }) => (
        <button
          key={layout}
          type="button"
          className="layout-switch__button"
          aria-pressed={layout === current}
          title={t(`listLayout.${layout}`)}
          onClick={() => {
            if (layout !== current) chooseListLayout(layout);
          }}
        >
          <Icon name={icon} size={20} />
          <span className="visually-hidden">{t(`listLayout.${layout}`)}</span>
        </button>
      ))}
    </div>
  );
}
