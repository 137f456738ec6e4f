// The way in (siparis/giris): sign in with the login form and go on to the address step, continue
// as a guest, or register quickly. Side by side on wide screens, one under the other on phones.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../customer';
import { SUMMARY_KEY_PREFIX, type Contact } from '../api';
import { stepPath } from '../../../lib/checkout-path';
import { GuestForm } from './GuestForm';
import { QuickRegisterForm } from './QuickRegisterForm';
import '../../../components/ui/member.css';

interface SigninChoiceProps {
  titleId: string;
  title: string;
  text: string;
  testId?: string;
  children: ReactNode;
}

/** One way in: a card under its title, with the text that says what it offers. */
function SigninChoice({ titleId, title, text, testId, children }: SigninChoiceProps) {
  return (
    <section className="page-card checkout-card checkout-signin__choice" aria-labelledby={titleId} data-testid={testId}>
      <h2 className="page-card__title checkout-card__title" id={titleId}>
        {title}
      </h2>
      <p className="checkout-card__text">{text}</p>
      {children}
    </section>
  );
}

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
      <SigninChoice titleId="checkout-signin-member" title={t('checkout.signin.memberTitle')} text={t('checkout.signin.memberText')}>
        <LoginForm variant="page" redirect={stepPath('address')} />
      </SigninChoice>
      <SigninChoice
        titleId="checkout-signin-guest"
        title={t('checkout.signin.guestTitle')}
        text={t('checkout.signin.guestText')}
        testId="guest-choice"
      >
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
      </SigninChoice>
      <SigninChoice titleId="checkout-signin-quick" title={t('checkout.signin.quickTitle')} text={t('checkout.signin.quickText')}>
        {registered ? (
          <p className="checkout-card__text">{t('checkout.signin.quickThen')}</p>
        ) : (
          <QuickRegisterForm
            onRegistered={(email, message) => {
              setRegistered({ email, message });
            }}
          />
        )}
      </SigninChoice>
    </div>
  );
}
