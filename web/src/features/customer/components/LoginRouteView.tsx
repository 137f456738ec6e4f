// The login page (uye-girisi-sayfasi), also the landing of the membership activation link, of the
// social sign-in's return (/social-login?code=..&state=..) and of its mailed links
// (?activation=social|social-email&token=..&id=..); beside the form, a guest's KVKK request and the
// landing of its erasure link (?privacy=guest-erase&id=..&token=..).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { Link, useLocation, useSearchParams } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { activationLinkOf } from '../activation-link';
import { activateMembership } from '../api/activate-membership';
import { MAIL_ALREADY_REGISTERED } from '../api/register';
import { forgetSignInLanguage, returnInLanguage, signInLanguage } from '../social/social-language';
import { socialSignInOf, type SocialSignIn } from '../social/social-return';
import { ActivationNotice } from './ActivationNotice';
import { LoginForm } from './LoginForm';
import { MemberPage } from './MemberPage';
import '../../../components/ui/member.css';

// The social sign-in's buttons come after the form; its popups, forms and messages only when a
// sign-in comes back.
const SocialButtons = lazy(() => import('../social/components/SocialButtons'));
const SocialFlow = lazy(() => import('../social/social-flow-view').then((module) => module.loadSocialFlow()));
// The guests' KVKK requests and the landing of their erasure link: their own chunk and messages.
const GuestPrivacy = lazy(() => import('../privacy/guest-privacy-section').then((module) => module.loadGuestPrivacy()));

function Pending() {
  const { t } = useTranslation();
  return (
    <p className="member-alert" role="status" aria-busy="true">
      {t('customer.social.pending')}
    </p>
  );
}

/**
 * Carries a social sign-in on; a provider's return first moves to the language the sign-in began
 * in (the return address is the same in every language).
 */
function SocialSignInPage({ signIn }: { signIn: SocialSignIn }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [moveTo] = useState(() =>
    signIn.kind === 'return' ? returnInLanguage(signInLanguage(), getSettings().LANGUAGE, search) : null,
  );
  useEffect(() => {
    if (moveTo) window.location.replace(moveTo);
    else if (signIn.kind === 'return') forgetSignInLanguage();
  }, [moveTo, signIn.kind]);
  return (
    <MemberPage title={t('customer.social.providers')}>
      {moveTo ? (
        <Pending />
      ) : (
        <Suspense fallback={<Pending />}>
          <SocialFlow signIn={signIn} />
        </Suspense>
      )}
    </MemberPage>
  );
}

function RegisterInvite() {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="page-card__title member-card__title">{t('customer.login.newHere')}</h2>
      <p className="member-card__text">{t('customer.login.newHereText')}</p>
      <Link className="button button--ghost" to={localizedPath(getSettings().PAGE_LINK.register)}>
        {t('customer.login.registerLink')}
      </Link>
      <Suspense fallback={null}>
        <GuestPrivacy />
      </Suspense>
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
  const { pathname } = useLocation();
  const social = socialSignInOf(pathname, params);
  const activation = activationLinkOf(params, 'membership');
  if (social) return <SocialSignInPage signIn={social} />;
  if (activation) {
    return (
      <MemberPage title={t('customer.activation.title')}>
        <ActivationNotice
          kind="membership"
          link={activation}
          call={activateMembership}
          texts="customer.activation"
          action={
            <Link className="underline-link" to={localizedPath(getSettings().PAGE_LINK.login)} replace>
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
      <Suspense fallback={null}>
        <SocialButtons redirect={params.get('redirect') ?? returnHere} />
      </Suspense>
    </MemberPage>
  );
}
