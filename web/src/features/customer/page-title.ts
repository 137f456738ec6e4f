// Document titles of the member pages after client-side navigation.
import i18next from 'i18next';

export type MemberRoute = 'login' | 'register' | 'forgotPassword' | 'account';

export function memberPageTitle(route: MemberRoute): string {
  return i18next.t(`customer.titles.${route}`);
}
