// `POST /srv/service/guest/subscribeNewsletter` with the form's email and consent boxes; the answer
// carries status, key, message and statusText (spec sections 3 and 7).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export interface NewsletterResponse {
  status: number;
  key: string;
  message: string;
  statusText: string;
}

export interface NewsletterForm {
  email: string;
  kvkk: boolean;
  commercial: boolean;
}

export function subscribeNewsletter(form: NewsletterForm): Promise<NewsletterResponse> {
  const body = new URLSearchParams({ email: form.email, kvkk: form.kvkk ? '1' : '0', commercial: form.commercial ? '1' : '0' });
  return apiRequest<NewsletterResponse>('/srv/service/guest/subscribeNewsletter', { method: 'POST', body });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
