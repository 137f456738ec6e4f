// POST /srv/service/guest/activateSubscription/{token} with the link's id: the newsletter
// confirmation mail's link (?activation=newsletter&token=..&id=..). Like the membership activation
// it answers refusals (used, expired or forged links) with a body to show, so it does not throw.
import { type CallResult, customerCall } from '../../customer';

export function confirmNewsletter(id: string, token: string): Promise<CallResult> {
  return customerCall('post', '/srv/service/guest/activateSubscription/{token}', {
    params: { token },
    form: { id },
  });
}
