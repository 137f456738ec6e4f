// Document titles of the member pages after client-side navigation.
import { i18n } from '../../i18n/translate';

export type MemberRoute = 'login' | 'register' | 'forgotPassword' | 'account';

export function memberPageTitle(route: MemberRoute): string {
  return i18n.t(`customer.titles.${route}`);
}
