// The home page (page 1): the content blocks the server sends, and the mobile app banner.
import { HomeBlocks } from '../../features/content/components/HomeBlocks';
import { MobileAppBanner } from '../../features/content/components/MobileAppBanner';
import type { HomeData } from '../../features/catalog/types';
import '../../features/content/content.css';

export default function HomeRoute({ data }: { data: HomeData }) {
  return (
    <div className="home">
      <MobileAppBanner app={data.mobileApp} />
      <HomeBlocks blocks={data.blocks} showcases={data.showcases} />
    </div>
  );
}
