// The two links of the alert mails, both landing on the home page: the guest's confirmation
// (?activation=stock-alert, POST .../stock-alert/confirm) and the restock mail's unsubscribe link
// (?activation=stock-alert-off, POST .../stock-alert/unsubscribe). A used, expired or forged link
// is refused with a body to show, so neither throws.
import { type CallResult, customerCall } from '../../customer';

export function confirmStockAlert(id: string, token: string): Promise<CallResult> {
  return customerCall('post', '/srv/service/product/stock-alert/confirm', { json: { ID: id, TOKEN: token } });
}

export function unsubscribeStockAlert(id: string, token: string): Promise<CallResult> {
  return customerCall('post', '/srv/service/product/stock-alert/unsubscribe', { json: { ID: id, TOKEN: token } });
}
