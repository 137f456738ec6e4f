// The login page (uye-girisi-sayfasi), also the landing of the membership activation link.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { activationLinkOf } from '../activation-link';
import { activateMembership } from '../api/activate-membership';
import { MAIL_ALREADY_REGISTERED } from '../api/register';
import { ActivationNotice } from './ActivationNotice';
import { LoginForm } from './LoginForm';
import { MemberPage } from './MemberPage';

function RegisterInvite() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="member-card__title">{t('customer.login.newHere')}</h2>
      <p className="member-card__text">{t('customer.login.newHereText')}</p>
      <Link className="button button--ghost" to={localizedPath(getSettings().PAGE_LINK.register)}>
        {t('customer.login.registerLink')}
      </Link>
    </>
  );
}

/** Spec section 8: error=mail_already_registered shows its message and leaves the URL. */
function useMailAlreadyRegistered(): boolean {
  const [params, setParams] = useSearchParams();
  const present = params.get('error') === MAIL_ALREADY_REGISTERED;
  const [shown] = useState(present);
  useEffect(() => {
    if (!present) return;
    setParams(
      (current) => {
        const rest = new URLSearchParams(current);
        rest.delete('error');
        return rest;
      },
      { replace: true },
    );
  }, [present, setParams]);
  return shown;
}

/**
 * Where signing in leads when the page names no `redirect`: back to the member page the login
 * stands in for (hesabim opened by a guest), with its query and fragment, so that an email-change
 * link or the messages answer mail still works after signing in; nowhere from the login page.
 */
function useReturnHere(): string {
  const { pathname, search, hash } = useLocation();
  return pathname === localizedPath(getSettings().PAGE_LINK.login) ? '' : `${pathname}${search}${hash}`;
}

export default function LoginRouteView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returnHere = useReturnHere();
  const mailTaken = useMailAlreadyRegistered();
  const activation = activationLinkOf(params, 'membership');
  if (activation) {
    return (
      <MemberPage title={t('customer.activation.title')}>
        <ActivationNotice
          kind="membership"
          link={activation}
          call={activateMembership}
          texts="customer.activation"
          action={
            <Link className="member-link" to={localizedPath(getSettings().PAGE_LINK.login)} replace>
              {t('customer.activation.toLogin')}
            </Link>
          }
        />
      </MemberPage>
    );
  }
  return (
    <MemberPage title={t('customer.login.title')} aside={<RegisterInvite />}>
      {mailTaken && (
        <p className="member-alert member-alert--info" role="alert" data-testid="mail-already-registered">
          {t('customer.register.mailAlreadyRegistered')}
        </p>
      )}
      <LoginForm variant="page" redirect={params.get('redirect') ?? returnHere} />
    </MemberPage>
  );
}
