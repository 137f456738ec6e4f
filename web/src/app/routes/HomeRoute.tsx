// The home page (page 1): the content blocks the server sends, and the mobile app banner.
import { HomeBlocks, MobileAppBanner } from '../../features/content';
import type { HomeData } from '../../lib/page-data';
import { CardHearts } from '../../features/favourites';

export default function HomeRoute({ data }: { data: HomeData }) {
  return (
    <CardHearts>
      <div className="home">
        <MobileAppBanner app={data.mobileApp} />
        <HomeBlocks blocks={data.blocks} showcases={data.showcases} />
      </div>
    </CardHearts>
  );
}
