// The header's account button: for a guest a dropdown with the login form, for a member a menu with
// the account page and logout. Both sit in the header of every page, so their menu code and the
// form load on first use (pointer, focus or click), not with the page.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/Icon';
import { MenuButton } from '../../../components/ui/MenuButton';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { isMember } from '../../../lib/member';
import { ACCOUNT_SLUG } from '../paths';
import './account-menu.css';

const loadGuestMenu = () => import('./GuestLoginMenu');
const GuestLoginMenu = lazy(loadGuestMenu);

function MemberMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <MenuButton
      label={t('customer.menu.label')}
      trigger={
        <button
          type="button"
          className="icon-button account-button account-button--member"
          aria-label={t('customer.menu.label')}
          data-testid="account-button"
        >
          <Icon name="user" />
          <span className="account-button__dot" aria-hidden="true" />
        </button>
      }
      items={[
        { key: 'account', label: t('customer.menu.account') },
        { key: 'myData', label: t('customer.menu.myData') },
        { key: 'orders', label: t('customer.menu.orders') },
        { key: 'logout', label: t('customer.menu.logout') },
      ]}
      onSelect={(key) => {
        if (key === 'account') void navigate(localizedPath(ACCOUNT_SLUG));
        else if (key === 'myData') void navigate(`${localizedPath(ACCOUNT_SLUG)}#verilerim`);
        else if (key === 'orders') void navigate(localizedPath(getSettings().PAGE_LINK.orderList));
        else void import('../token').then((module) => module.logout());
      }}
    />
  );
}

function GuestMenu() {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const preload = () => {
    void loadGuestMenu();
  };
  const placeholder = (
    <button
      type="button"
      className="icon-button account-button"
      aria-label={t('header.account')}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-testid="account-button"
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        setActive(true);
      }}
    >
      <Icon name="user" />
    </button>
  );
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <GuestLoginMenu label={t('header.account')} />
    </Suspense>
  );
}

export function AccountMenu() {
  return isMember(getSettings().MEMBER_INFO) ? <MemberMenu /> : <GuestMenu />;
}
