// The account page's connected accounts (page 6): each provider the shop offers, linked or not.
// Linking is a sign-in begun with the member's bearer (the JSON call, then the provider), which
// comes back to this page; unlinking asks first, and the server refuses it while the member has
// no password (they could no longer sign in), saying so in the member's language.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/translate';
import { Link } from 'react-router';
import { ConfirmPopover } from '../../../../components/ui/ConfirmPopover';
import { localizedPath } from '../../../../lib/paths';
import { getSettings } from '../../../../lib/settings';
import { formatMessageDate } from '../../conversations/message-date';
import { isSuccess, messageOf } from '../../api/customer-call';
import { ACCOUNT_SLUG, FORGOT_PASSWORD_SLUG } from '../../paths';
import { startSocialLogin } from '../api/social-login';
import { socialAccountsQueryOptions, unlinkSocialAccount, useSocialAccounts, type SocialAccount } from '../api/social-accounts';
import { rememberSignInLanguage } from '../social-language';
import { providerAddress } from '../social-outcome';
import '../../../../components/ui/parts.css';
import './social.css';
import { LoadNotice, OutcomeNote, type Outcome } from '../../../../components/ui/SectionNotes';

export default function SocialAccounts() {
  const { t } = useTranslation();
  const accounts = useSocialAccounts();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!accounts.isSuccess) return <LoadNotice pending={accounts.isPending} loading={t('social.accounts.loading')} failed={t('social.accounts.loadFailed')} />;
  const hasPassword = accounts.data.has_password === 1;

  const link = async (account: SocialAccount) => {
    setOutcome(null);
    setBusy(account.type);
    rememberSignInLanguage(getSettings().LANGUAGE);
    try {
      const result = await startSocialLogin(account.type, localizedPath(ACCOUNT_SLUG));
      const address = providerAddress(result.body);
      if (address) {
        window.location.assign(address);
        return;
      }
      setOutcome({ ok: false, text: messageOf(result.body, t('social.accounts.failed')) });
    } catch {
      setOutcome({ ok: false, text: t('social.accounts.failed') });
    }
    setBusy('');
  };

  const unlink = async (account: SocialAccount) => {
    setOutcome(null);
    setBusy(account.type);
    try {
      const result = await unlinkSocialAccount(account.type);
      if (isSuccess(result)) {
        setOutcome({ ok: true, text: messageOf(result.body, t('social.accounts.unlinked', { name: account.name })) });
        await queryClient.invalidateQueries({ queryKey: socialAccountsQueryOptions().queryKey });
      } else {
        setOutcome({ ok: false, text: messageOf(result.body, t('social.accounts.failed')) });
      }
    } catch {
      setOutcome({ ok: false, text: t('social.accounts.failed') });
    }
    setBusy('');
  };

  return (
    <div className="social-accounts" data-testid="social-accounts">
      <p className="member-card__text">{t('social.accounts.intro')}</p>
      <ul className="social-accounts__list">
        {accounts.data.data.map((account) => (
          <li key={account.type} className="social-account" data-provider={account.type}>
            <div className="social-account__about">
              <p className="social-account__name" id={`social-account-${account.type}`}>
                {account.name}
              </p>
              <p className="social-account__state" data-testid="social-account-state">
                <span className={account.linked === 1 ? 'pill-tag social-account__badge social-account__badge--on' : 'pill-tag social-account__badge'}>
                  {t(account.linked === 1 ? 'social.accounts.linked' : 'social.accounts.notLinked')}
                </span>
                {account.linked === 1 && account.email && <bdi className="social-account__email">{account.email}</bdi>}
              </p>
              {account.linked === 1 && account.linked_at > 0 && (
                <p className="social-account__date">
                  {t('social.accounts.linkedAt', { date: formatMessageDate(account.linked_at, getSettings().LANGUAGE) })}
                </p>
              )}
            </div>
            {account.linked === 1 ? (
              <ConfirmPopover
                trigger={
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    disabled={busy !== ''}
                    aria-describedby={`social-account-${account.type}`}
                  >
                    {t('social.accounts.unlink')}
                  </button>
                }
                message={t('social.accounts.unlinkConfirm', { name: account.name })}
                confirmLabel={t('social.accounts.unlinkAction')}
                tone="danger"
                onConfirm={() => void unlink(account)}
              />
            ) : (
              <button
                type="button"
                className="button button--primary button--small"
                disabled={busy !== ''}
                aria-busy={busy === account.type || undefined}
                aria-describedby={`social-account-${account.type}`}
                onClick={() => void link(account)}
              >
                {t('social.accounts.link')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {!hasPassword && (
        <p className="member-form__intro social-accounts__hint">
          {t('social.accounts.noPassword')}{' '}
          <Link className="underline-link" to={localizedPath(FORGOT_PASSWORD_SLUG)}>
            {t('social.accounts.setPassword')}
          </Link>
        </p>
      )}
      <OutcomeNote outcome={outcome} idleClassName="social-accounts__outcome" testId="social-accounts-outcome" />
    </div>
  );
}
