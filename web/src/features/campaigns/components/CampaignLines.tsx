// The campaigns a cart, an order-to-be or an order got, each as its own line among the totals: a
// goods campaign with what it takes off ("3 Al 2 Öde  −99,90 TL"), a free-shipping one saying so
// ("Kargo Bedava  Ücretsiz kargo"). The amounts are the server's; each place writes them its own
// way (lira in the cart, kuruş in the checkout and on orders), so it hands in how.
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Term } from '../../../components/ui/Term';
import { isFreeShipping, type CartCampaign, type OrderCampaign } from '../campaign-rules';
import './campaign.css';

interface CampaignLinesProps {
  campaigns: readonly (CartCampaign | OrderCampaign)[];
  /** What a goods campaign takes off, written as the place writes discounts ("−99,90 TL"). */
  amount: (discount: number) => ReactNode;
  /** Rows of a description list (the totals' <dl>), or a paragraph per line (the mini cart's). */
  layout?: 'terms' | 'rows';
  className?: string;
  /** The line's test id; its value's is `${testId}-discount`. */
  testId: string;
}

export function CampaignLines({ campaigns, amount, layout = 'terms', className, testId }: CampaignLinesProps) {
  const { t } = useTranslation();
  return campaigns.map((campaign) => {
    // The name isolated: it keeps its order in the line whatever script it is written in.
    const label = <bdi className="campaign-line__name">{campaign.name}</bdi>;
    const value = isFreeShipping(campaign) ? t('campaign.freeShipping') : amount(campaign.discount);
    const rowClass = className ? `campaign-line ${className}` : 'campaign-line';
    if (layout === 'rows') {
      return (
        <p key={campaign.id} className={rowClass} data-testid={testId}>
          <span>{label}</span>
          <span data-testid={`${testId}-discount`}>{value}</span>
        </p>
      );
    }
    return (
      <Term key={campaign.id} label={label} className={rowClass} data-testid={testId} valueTestId={`${testId}-discount`}>
        {value}
      </Term>
    );
  });
}
