// The account page (hesabim, page 6) for a member: an in-page list of its sections, the member's
// summary, the profile with the email and phone changes, the address book, the children saved for
// the size advisor ("Çocuklarım"), the saved cards, the
// connected social accounts (when the shop offers any), the password change, "Verilerim" (what the
// shop keeps, its files and the account's deletion), the notifications popup and logout; the orders
// and favourites have pages of their own. It is also the landing of the email-change link
// (?activation=email&token=..&id=..) and of the account deletion's link (?privacy=erase&..).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link, useLocation, useSearchParams } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import type { AccountData } from '../../../lib/page-data';
import { pageQueryOptions } from '../../../lib/page-query';
import { FAVOURITES_SLUG } from '../../favourites';
import { displayPhone } from '../../phone';
import { forgetOpenedLink, openedLink } from '../activation-link';
import { useSocialAccounts } from '../social/api/social-accounts';
import { logout } from '../token';
import { PasswordChangeForm } from './PasswordChangeForm';
import { importAddressBook } from '../../address';
import { importSavedCards } from '../../wallet';
import { MemberCard } from '../../../components/ui/MemberCard';
import '../../../components/ui/member.css';
import '../../../components/ui/parts.css';

// The address book, its form (zod, the pickers) and its messages come with the section.
const AddressBook = lazy(importAddressBook);
// The saved cards bring the wallet client and its messages: loaded with the section only.
const SavedCards = lazy(importSavedCards);
// The profile brings its form rules, the date picker (react-day-picker, date-fns) and the phone
// widget: loaded with the section only, never with the page's first code.
const ProfileSection = lazy(() => import('./ProfileSection'));
const NotificationsDialog = lazy(() => import('./NotificationsDialog'));
const EmailChangeNotice = lazy(() => import('./EmailChangeNotice'));
// The children saved for the size advisor bring their form and messages: loaded with the section only.
const ChildProfiles = lazy(() => import('../children/children-section').then((module) => module.loadChildProfiles()));
// Messages to the shop bring their forms, rules and messages: loaded with the section only.
const MessagesSection = lazy(() =>
  import('../conversations/messages-section').then((module) => module.loadMessagesSection()),
);
// The connected accounts bring their messages: loaded with the section only.
const SocialAccounts = lazy(() =>
  import('../social/social-accounts-section').then((module) => module.loadSocialAccounts()),
);
// "Verilerim" (what the shop keeps, its files, the account's deletion) brings its messages: loaded
// with the section only.
const MyDataSection = lazy(() => import('../privacy/privacy-section').then((module) => module.loadMyDataSection()));

/** The page's own sections, by the id of their heading. */
const SECTIONS = {
  profile: 'account-profile',
  addresses: 'account-addresses',
  children: 'cocuklarim',
  cards: 'account-cards',
  // The anchor the shop's answer mails link to (/hesabim#mesajlar).
  messages: 'mesajlar',
  social: 'account-social',
  password: 'account-password',
  // The anchor of the account menu's "Verilerim" and of the deletion link's mail (/hesabim#verilerim).
  myData: 'verilerim',
} as const;

interface AccountNavProps {
  onNotifications: () => void;
  notificationsButton: RefObject<HTMLButtonElement | null>;
  /** Whether the shop offers social sign-in, so the page has its connected accounts. */
  social: boolean;
}

function AccountNav({ onNotifications, notificationsButton, social }: AccountNavProps) {
  const { t } = useTranslation();
  const anchor = (section: keyof typeof SECTIONS) => (
    <li>
      <a className="pill-button account-nav__item" href={`#${SECTIONS[section]}`}>
        {t(`customer.account.nav.${section}`)}
      </a>
    </li>
  );
  return (
    <nav className="account-nav" aria-label={t('customer.account.sections')}>
      <ul className="account-nav__list">
        {anchor('profile')}
        {anchor('addresses')}
        {anchor('children')}
        <li>
          <Link className="pill-button account-nav__item" to={localizedPath(getSettings().PAGE_LINK.orderList)}>
            {t('customer.account.nav.orders')}
          </Link>
        </li>
        {anchor('cards')}
        {anchor('messages')}
        <li>
          <Link className="pill-button account-nav__item" to={localizedPath(FAVOURITES_SLUG)}>
            {t('customer.account.nav.favourites')}
          </Link>
        </li>
        <li>
          <button
            ref={notificationsButton}
            type="button"
            className="pill-button account-nav__item"
            aria-haspopup="dialog"
            onClick={onNotifications}
            data-testid="open-notifications"
          >
            {t('customer.account.nav.notifications')}
          </button>
        </li>
        {social && anchor('social')}
        {anchor('password')}
        {anchor('myData')}
        <li>
          <button type="button" className="pill-button account-nav__item" onClick={() => void logout()} data-testid="logout">
            {t('customer.account.nav.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** Reloads the page's data, so the summary shows what was just saved. */
/** A card of the account page under its title; `loading` is shown while its code loads. */
function AccountSection({ id, title, loading, children }: { id: string; title: string; loading?: string; children: ReactNode }) {
  return (
    <MemberCard titleId={id} title={title}>
      {loading === undefined ? children : <Suspense fallback={<p className="member-card__text">{loading}</p>}>{children}</Suspense>}
    </MemberCard>
  );
}

function useRefreshAccount(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  return () => queryClient.invalidateQueries({ queryKey: pageQueryOptions(pathname + search).queryKey });
}

export function AccountView({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  const member = data.member;
  const name = `${member.NAME} ${member.SURNAME}`.trim();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  // Whether the page was opened by the email-change link: kept when the link leaves the address.
  const [emailChangeLink] = useState(() => openedLink(params, 'email') !== null);
  // Leaving the account page forgets the link; a view mounted again on the same page keeps it.
  useEffect(
    () => () => {
      if (window.location.pathname !== pathname) forgetOpenedLink('email');
    },
    [pathname],
  );
  const refresh = useRefreshAccount();
  // The popup's code is fetched on first use; it then stays mounted so closing it animates and
  // gives the focus back to the button.
  const [notifications, setNotifications] = useState({ used: false, open: false });
  const notificationsButton = useRef<HTMLButtonElement>(null);
  // The section and its link show once the accounts are known and the shop offers any.
  const socialAccounts = useSocialAccounts();
  const social = (socialAccounts.data?.data.length ?? 0) > 0;
  return (
    <div className="account">
      <AccountNav
        social={social}
        notificationsButton={notificationsButton}
        onNotifications={() => {
          setNotifications({ used: true, open: true });
        }}
      />
      {emailChangeLink && (
        <Suspense fallback={null}>
          <EmailChangeNotice />
        </Suspense>
      )}
      <section className="page-card member-card account__summary" aria-labelledby="account-name">
        <h2 id="account-name" className="account__name" data-testid="account-name">
          {name || t('customer.account.member')}
        </h2>
        {member.EMAIL && (
          <p className="account__detail" data-testid="account-email">
            {member.EMAIL}
          </p>
        )}
        {member.PHONE && (
          <p className="account__detail" dir="ltr" data-testid="account-phone">
            {displayPhone(member.PHONE)}
          </p>
        )}
      </section>
      <AccountSection id={SECTIONS.profile} title={t('customer.profile.title')} loading={t('customer.account.loading')}>
        <ProfileSection member={member} onSaved={refresh} />
      </AccountSection>
      <AccountSection id={SECTIONS.addresses} title={t('address.bookTitle')} loading={t('address.loading')}>
        <AddressBook defaults={{ name: member.NAME, surname: member.SURNAME, phone: member.PHONE }} />
      </AccountSection>
      <AccountSection id={SECTIONS.children} title={t('customer.account.nav.children')} loading={t('customer.account.loading')}>
        <ChildProfiles />
      </AccountSection>
      <Suspense fallback={null}>
        <SavedCards phone={member.PHONE} />
      </Suspense>
      <Suspense fallback={null}>
        <MessagesSection />
      </Suspense>
      {social && (
        <AccountSection id={SECTIONS.social} title={t('customer.account.nav.social')} loading={t('customer.account.loading')}>
          <SocialAccounts />
        </AccountSection>
      )}
      <AccountSection id={SECTIONS.password} title={t('customer.password.changeTitle')}>
        <PasswordChangeForm idPrefix="account" mode={{ kind: 'member' }} />
      </AccountSection>
      <AccountSection id={SECTIONS.myData} title={t('customer.account.nav.myData')} loading={t('customer.account.loading')}>
        <MyDataSection />
      </AccountSection>
      {notifications.used && (
        <Suspense fallback={null}>
          <NotificationsDialog
            open={notifications.open}
            onOpenChange={(open) => {
              setNotifications({ used: true, open });
            }}
            returnFocus={notificationsButton}
          />
        </Suspense>
      )}
    </div>
  );
}
