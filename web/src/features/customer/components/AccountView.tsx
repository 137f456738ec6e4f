// The account page (hesabim) for a member: name, the address book, the password change, logout.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountData } from '../../catalog/types';
import { displayPhone } from '../../phone/phone-value';
import { logout } from '../token';
import { PasswordChangeForm } from './PasswordChangeForm';

// The address book, its form (zod, the pickers) and its messages come with the section.
const AddressBook = lazy(() =>
  import('../../address/components/address-book-section').then((module) => module.loadAddressBook()),
);
// The saved cards bring the wallet client and its messages: loaded with the section only.
const SavedCards = lazy(() => import('../../wallet/cards/saved-cards').then((module) => module.loadSavedCards()));

export function AccountView({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  const member = data.member;
  const name = `${member.NAME} ${member.SURNAME}`.trim();
  return (
    <div className="account">
      <section className="member-card account__summary" aria-labelledby="account-name">
        <h2 id="account-name" className="account__name" data-testid="account-name">
          {name || t('customer.account.member')}
        </h2>
        {member.EMAIL && <p className="account__detail">{member.EMAIL}</p>}
        {member.PHONE && (
          <p className="account__detail" dir="ltr">
            {displayPhone(member.PHONE)}
          </p>
        )}
        <button type="button" className="button button--ghost account__logout" onClick={() => void logout()} data-testid="logout">
          {t('customer.menu.logout')}
        </button>
      </section>
      <section className="member-card" aria-labelledby="account-addresses">
        <h2 id="account-addresses" className="member-card__title">
          {t('address.bookTitle')}
        </h2>
        <Suspense fallback={<p className="member-card__text">{t('address.loading')}</p>}>
          <AddressBook defaults={{ name: member.NAME, surname: member.SURNAME, phone: member.PHONE }} />
        </Suspense>
      </section>
      <Suspense fallback={null}>
        <SavedCards phone={member.PHONE} />
      </Suspense>
      <section className="member-card" aria-labelledby="account-password">
        <h2 id="account-password" className="member-card__title">
          {t('customer.password.changeTitle')}
        </h2>
        <PasswordChangeForm idPrefix="account" mode={{ kind: 'member' }} />
      </section>
    </div>
  );
}
