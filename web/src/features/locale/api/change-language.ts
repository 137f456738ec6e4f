// Spec section 7: the server sets the language cookie and answers with the same page's URL in the
// new language. The caller then navigates with a full page load.
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import type { components } from '../../../lib/api-schema';
import type { Language } from '../../../lib/settings';

export type ChangeLanguageResponse = components['schemas']['LanguageChange'];

export interface ChangeLanguageInput {
  language: Language;
  linkType: string;
  tablePageId: number;
  /** The current address; pages without an id of their own are found by it, and it keeps its query. */
  path: string;
}

export function changeLanguage({ language, linkType, tablePageId, path }: ChangeLanguageInput) {
  return apiCall('get', '/srv/service/language/change/{language}/{linktype}/{tablepageid}', {
    params: { language, linktype: linkType, tablepageid: String(tablePageId) },
    query: { path },
  });
}

export function useChangeLanguage() {
  return useMutation({ mutationFn: changeLanguage });
}
