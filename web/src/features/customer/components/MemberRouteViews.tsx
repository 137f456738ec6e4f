// The member pages: login (uye-girisi-sayfasi, also the activation link's landing), register
// (uye-kayit), forgotten password (sifremi-unuttum) and the account (hesabim).
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AccountData } from '../../catalog/types';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { MAIL_ALREADY_REGISTERED } from '../api/register';
import { isMember } from '../member';
import { activationLinkOf } from '../activation-link';
import { ActivationNotice } from './ActivationNotice';
import { AccountView } from './AccountView';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import './customer.css';

function MemberPage({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className={`member-page page-width${aside ? ' member-page--with-aside' : ''}`}>
      <div className="member-page__main member-card">
        <h1 className="member-page__title">{title}</h1>
        {children}
      </div>
      {aside && <aside className="member-page__aside member-card">{aside}</aside>}
    </div>
  );
}

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

export function LoginRouteView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const mailTaken = useMailAlreadyRegistered();
  const activation = activationLinkOf(params, 'membership');
  if (activation) {
    return (
      <MemberPage title={t('customer.activation.title')}>
        <ActivationNotice id={activation.id} token={activation.token} />
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
      <LoginForm variant="page" redirect={params.get('redirect') ?? ''} />
    </MemberPage>
  );
}

export function RegisterRouteView() {
  const { t } = useTranslation();
  return (
    <MemberPage title={t('customer.register.title')}>
      <p className="member-form__intro">
        {t('customer.register.haveAccount')}{' '}
        <Link className="member-link" to={localizedPath(getSettings().PAGE_LINK.login)}>
          {t('customer.register.toLogin')}
        </Link>
      </p>
      <RegisterForm />
    </MemberPage>
  );
}

export function ForgotPasswordRouteView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  if (id && token) {
    return (
      <MemberPage title={t('customer.reset.title')}>
        <ResetPasswordForm id={id} token={token} />
      </MemberPage>
    );
  }
  return (
    <MemberPage title={t('customer.forgot.title')}>
      <ForgotPasswordForm />
    </MemberPage>
  );
}

export function AccountRouteView({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  if (!data.member && !isMember(getSettings().MEMBER_INFO)) return <LoginRouteView />;
  return (
    <MemberPage title={t('customer.account.title')}>
      <AccountView data={data} />
    </MemberPage>
  );
}
