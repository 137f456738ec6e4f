// Spec section 7: the server sets the language cookie and answers with the same page's URL in the
// new language. The caller then navigates with a full page load.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import type { Language } from '../../../lib/settings';

export interface ChangeLanguageResponse {
  success: boolean;
  link: string;
}

export interface ChangeLanguageInput {
  language: Language;
  linkType: string;
  tablePageId: number;
  /** The current address; pages without an id of their own are found by it, and it keeps its query. */
  path: string;
}

export function changeLanguage({ language, linkType, tablePageId, path }: ChangeLanguageInput) {
  const segments = [language, linkType, String(tablePageId)].map(encodeURIComponent).join('/');
  return apiRequest<ChangeLanguageResponse>(`/srv/service/language/change/${segments}`, { query: { path } });
}

export function useChangeLanguage() {
  return useMutation({ mutationFn: changeLanguage });
}
