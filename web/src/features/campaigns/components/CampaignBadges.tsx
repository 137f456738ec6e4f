// The badges of the running campaigns that cover a product: over the bottom of a card's image
// (at most CARD_BADGE_LIMIT) and in the top corner of the product page's main image, facing the
// discount badge. They come once the campaigns have been asked (after the page rendered) and lie
// over the image, so nothing moves when they do.
import { useTranslation } from '../../../i18n/translate';
import { isMember } from '../../../lib/member';
import { getSettings } from '../../../lib/settings';
import { useRunningCampaigns } from '../api/get-running-campaigns';
import { badgesFor, CARD_BADGE_LIMIT, type CampaignTarget } from '../campaign-rules';
import './campaign.css';

interface CampaignBadgesProps {
  product: CampaignTarget;
  /** A card's image (at most CARD_BADGE_LIMIT badges), or the product page's (every badge, larger). */
  place?: 'card' | 'page';
}

export function CampaignBadges({ product, place = 'card' }: CampaignBadgesProps) {
  const { t } = useTranslation();
  const campaigns = useRunningCampaigns();
  if (campaigns.length === 0) return null;
  const shown = badgesFor(campaigns, product, isMember(getSettings().MEMBER_INFO)).slice(0, place === 'card' ? CARD_BADGE_LIMIT : undefined);
  if (shown.length === 0) return null;
  return (
    <div className={`campaign-badges campaign-badges--${place}`} data-testid="campaign-badges">
      {shown.map((campaign) => (
        <span key={campaign.id} className="campaign-badge" data-testid="campaign-badge">
          {/* Read as "Kampanya: 3 Al 2 Öde"; the name isolated, as it may be in another script. */}
          <span className="visually-hidden">{t('campaign.badge')}: </span>
          <bdi className="campaign-badge__name">{campaign.name}</bdi>
        </span>
      ))}
    </div>
  );
}
