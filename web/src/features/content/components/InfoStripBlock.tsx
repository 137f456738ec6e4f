// The mobile info strip: the shop's four statements, shown on small screens near the top.
import { Icon, type IconName } from '../../../components/ui/Icon';
import type { InfoStripAssets } from '../types';

const ICONS = new Set<string>(['truck', 'lock', 'card', 'returns']);

export function InfoStripBlock({ assets }: { assets: InfoStripAssets }) {
  return (
    <section className="content-block content-block--mobile_info_strip page-width" aria-label={assets.ITEMS.map((i) => i.TITLE).join(', ')}>
      <ul className="mobile-info">
        {assets.ITEMS.map((item) => (
          <li key={item.TITLE} className="mobile-info__item">
            {ICONS.has(item.ICON) && <Icon name={item.ICON as IconName} size={22} />}
            <span>
              <strong>{item.TITLE}</strong>
              <span className="mobile-info__text">{item.TEXT}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
