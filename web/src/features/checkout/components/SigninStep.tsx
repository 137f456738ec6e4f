// The way in (siparis/giris): sign in with the login form and go on to the address step, continue
// as a guest, or register quickly. Side by side on wide screens, one under the other on phones.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../customer';
import { SUMMARY_KEY_PREFIX, type Contact } from '../api';
import { stepPath } from '../../../lib/checkout-path';
import { GuestForm } from './GuestForm';
import { QuickRegisterForm } from './QuickRegisterForm';
import '../../../components/ui/member.css';

export function SigninStep({ contact }: { contact: Contact | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [registered, setRegistered] = useState<{ email: string; message: string } | null>(null);
  const guestDone = async () => {
    await queryClient.invalidateQueries({ queryKey: SUMMARY_KEY_PREFIX });
    await navigate(stepPath('address'));
  };
  return (
    <div className="checkout-signin">
      <section className="page-card checkout-card checkout-signin__choice" aria-labelledby="checkout-signin-member">
        <h2 className="page-card__title checkout-card__title" id="checkout-signin-member">
          {t('checkout.signin.memberTitle')}
        </h2>
        <p className="checkout-card__text">{t('checkout.signin.memberText')}</p>
        <LoginForm variant="page" redirect={stepPath('address')} />
      </section>
      <section className="page-card checkout-card checkout-signin__choice" aria-labelledby="checkout-signin-guest" data-testid="guest-choice">
        <h2 className="page-card__title checkout-card__title" id="checkout-signin-guest">
          {t('checkout.signin.guestTitle')}
        </h2>
        <p className="checkout-card__text">{t('checkout.signin.guestText')}</p>
        {registered && (
          <p className="member-alert member-alert--success" role="status" data-testid="quick-register-done">
            {registered.message || t('customer.register.doneTitle')}{' '}
            {t('checkout.signin.quickDone', { email: registered.email })}
          </p>
        )}
        <GuestForm
          key={registered?.email ?? ''}
          initial={registered ? { ...contact, email: registered.email } : (contact ?? undefined)}
          onDone={() => void guestDone()}
        />
      </section>
      <section className="page-card checkout-card checkout-signin__choice" aria-labelledby="checkout-signin-quick">
        <h2 className="page-card__title checkout-card__title" id="checkout-signin-quick">
          {t('checkout.signin.quickTitle')}
        </h2>
        <p className="checkout-card__text">{t('checkout.signin.quickText')}</p>
        {registered ? (
          <p className="checkout-card__text">{t('checkout.signin.quickThen')}</p>
        ) : (
          <QuickRegisterForm
            onRegistered={(email, message) => {
              setRegistered({ email, message });
            }}
          />
        )}
      </section>
    </div>
  );
}
