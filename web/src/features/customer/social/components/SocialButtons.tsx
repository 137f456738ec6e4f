// The social sign-in buttons under the login form (the login page and the login popup), one per
// provider the shop offers, none when it offers none. A button is a plain link to the server,
// which sends the browser on to the provider; Apple's (spec section 7) asks the JSON call for the
// provider's address and goes there. Either way the page to come back to goes along as `redirect`.
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/translate';
import { getSettings } from '../../../../lib/settings';
import { messageOf } from '../../api/customer-call';
import { safeRedirect } from '../../login-outcome';
import { socialLoginHref, startSocialLogin } from '../api/social-login';
import { useSocialProviders, type SocialProvider } from '../api/social-providers';
import { rememberSignInLanguage } from '../social-language';
import { providerAddress, startsByCall } from '../social-outcome';
import './social.css';
import { FormError } from '../../../../components/form/form-errors';

interface SocialButtonsProps {
  /** The same-site page to come back to once signed in. */
  redirect: string;
}

function Mark({ name }: { name: string }) {
  return (
    <span className="social-button__mark" aria-hidden="true">
      {name.trim().charAt(0).toLocaleUpperCase()}
    </span>
  );
}

export default function SocialButtons({ redirect }: SocialButtonsProps) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [starting, setStarting] = useState('');
  const [error, setError] = useState('');
  const list = providers.data ?? [];
  if (list.length === 0) return null;
  const target = safeRedirect(redirect);

  const start = async (provider: SocialProvider) => {
    setError('');
    setStarting(provider.type);
    rememberSignInLanguage(getSettings().LANGUAGE);
    try {
      const result = await startSocialLogin(provider.type, target);
      const address = providerAddress(result.body);
      if (address) {
        window.location.assign(address);
        return;
      }
      setError(messageOf(result.body, t('customer.social.startFailed')));
    } catch {
      setError(t('customer.social.startFailed'));
    }
    setStarting('');
  };

  return (
    <div className="social-login" data-testid="social-login">
      <p className="social-login__divider" aria-hidden="true">
        {t('customer.social.or')}
      </p>
      <ul className="social-login__list" aria-label={t('customer.social.providers')}>
        {list.map((provider) => {
          const label = t('customer.social.signInWith', { name: provider.name });
          return (
            <li key={provider.type}>
              {startsByCall(provider.type) ? (
                <button
                  type="button"
                  className={`button social-button social-button--${provider.type}`}
                  disabled={starting !== ''}
                  aria-busy={starting === provider.type || undefined}
                  onClick={() => void start(provider)}
                >
                  <Mark name={provider.name} />
                  <span>{label}</span>
                </button>
              ) : (
                <a
                  className={`button social-button social-button--${provider.type}`}
                  href={socialLoginHref(provider.type, target)}
                  onClick={() => {
                    rememberSignInLanguage(getSettings().LANGUAGE);
                  }}
                >
                  <Mark name={provider.name} />
                  <span>{label}</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <FormError text={error} />
    </div>
  );
}
