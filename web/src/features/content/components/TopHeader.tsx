// The top header strip of the home page: one announcement with an optional link.
import type { TopHeaderAssets } from '../types';
import { BlockLink } from './BlockLink';

export function TopHeader({ assets }: { assets: TopHeaderAssets }) {
  return (
    <div className="top-header">
      <p className="top-header__inner page-width">
        <span>{assets.TEXT}</span>
        {assets.URL && assets.LINK_TEXT && (
          <BlockLink url={assets.URL} className="top-header__link">
            {assets.LINK_TEXT}
          </BlockLink>
        )}
      </p>
    </div>
  );
}
