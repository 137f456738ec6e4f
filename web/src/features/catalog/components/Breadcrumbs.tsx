import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { Icon } from '../../../components/ui/Icon';
import { homePath } from '../../../lib/paths';
import type { Breadcrumb } from '../../../lib/page-data';
import './catalog.css';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useTranslation();
  const home = homePath();
  // The server may or may not list the home page first; it is shown once either way.
  const trail = items.filter((item) => item.URL !== home && item.URL !== '/');
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        <li>
          <Link to={home}>{t('breadcrumbs.home')}</Link>
        </li>
        {trail.map((item, index) => (
          <li key={item.URL}>
            <Icon name="chevronEnd" size={14} className="breadcrumbs__separator flip-rtl" />
            {index === trail.length - 1 ? (
              <span aria-current="page">{item.NAME}</span>
            ) : (
              <Link to={item.URL}>{item.NAME}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
