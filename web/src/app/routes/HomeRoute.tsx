// The home page (page 1): the content blocks the server sends, and the mobile app banner. It is
// also where the stock-alert mails' links land.
import { HomeBlocks, MobileAppBanner } from '../../features/content';
import { useStockAlertLinks } from '../../features/stock-alert';
import type { HomeData } from '../../lib/page-data';
import { CardHearts } from '../../features/favourites';

export default function HomeRoute({ data }: { data: HomeData }) {
  useStockAlertLinks();
  return (
    <CardHearts>
      <div className="home">
        <MobileAppBanner app={data.mobileApp} />
        <HomeBlocks blocks={data.blocks} showcases={data.showcases} />
      </div>
    </CardHearts>
  );
}
