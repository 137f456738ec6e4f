// The alert mails' links, landing on the home page: the guest's confirmation and the restock
// mail's unsubscription, each called once, its answer in a toast like the newsletter's link.
import { useActivationToast } from '../customer';
import { confirmStockAlert, unsubscribeStockAlert } from './api/alert-links';

export function useStockAlertLinks(): void {
  useActivationToast({
    kind: 'stock-alert',
    call: confirmStockAlert,
    done: 'stockAlert.links.confirmed',
    failed: 'stockAlert.links.confirmFailed',
  });
  useActivationToast({
    kind: 'stock-alert-off',
    call: unsubscribeStockAlert,
    done: 'stockAlert.links.unsubscribed',
    failed: 'stockAlert.links.unsubscribeFailed',
  });
}
