// The account page (hesabim) of a signed-in member; the server answers the login page's data in
// its place to a visitor who is not logged in, so this page always has its member.
import { useTranslation } from '../../../i18n/translate';
import type { AccountData } from '../../../lib/page-data';
import { AccountView } from './AccountView';
import { MemberPage } from './MemberPage';

export default function AccountRouteView({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('customer.account.title')}>
      <AccountView data={data} />
    </MemberPage>
  );
}
