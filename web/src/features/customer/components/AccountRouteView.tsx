// The account page (hesabim); a visitor who is not logged in gets the login page in its place.
// The server sends the login page itself to visitors it knows are logged out, so that view is
// fetched only for one who logs out elsewhere and comes back.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountData } from '../../catalog/types';
import { getSettings } from '../../../lib/settings';
import { isMember } from '../member';
import { AccountView } from './AccountView';
import { MemberPage } from './MemberPage';

const LoginRouteView = lazy(() => import('./LoginRouteView'));

export default function AccountRouteView({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  if (!data.member && !isMember(getSettings().MEMBER_INFO)) {
    return (
      <Suspense fallback={null}>
        <LoginRouteView />
      </Suspense>
    );
  }
  return (
    <MemberPage title={t('customer.account.title')}>
      <AccountView data={data} />
    </MemberPage>
  );
}
