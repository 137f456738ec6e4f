// `POST /srv/service/guest/subscribeNewsletter` with the form's email and consent boxes; the answer
// carries status, key, message and statusText (spec sections 3 and 7).
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';

export type NewsletterResponse = components['schemas']['NewsletterResponse'];

export interface NewsletterForm {
  email: string;
  kvkk: boolean;
  commercial: boolean;
}

export function subscribeNewsletter(form: NewsletterForm): Promise<NewsletterResponse> {
  return apiCall('post', '/srv/service/guest/subscribeNewsletter', {
    form: { email: form.email, kvkk: form.kvkk ? '1' : '0', commercial: form.commercial ? '1' : '0' },
  });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
