// Campaigns' front door (automatic discounts without a code): the badges of the running ones on
// product cards and pages, and the lines of those a cart, an order-to-be or an order got.
// Everything else in this folder is its own.
export { CampaignBadges } from './components/CampaignBadges';
export { CampaignLines } from './components/CampaignLines';
