// The footer newsletter block: email, the data-protection consent (required) and the commercial
// message consent (optional); neither box is ever ticked in advance. Success: a notice for 3.2 s
// and the form resets; the subscription then waits for the link of the confirmation mail. Failure:
// the message beside the field for 3 s (spec section 8). The block is also where that link lands
// (the home page, ?activation=newsletter&token=..&id=..): the answer shows in a toast.
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/translate';
import { showToast, type ToastVariant } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { localizedPath } from '../../../lib/paths';
import { type CallResult, useActivationToast } from '../../customer';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import type { NewsletterAssets } from '../types';

const SUCCESS_MS = 3200;
const FAILURE_MS = 3000;

// A link clicked again after confirming is no failure: 409 says it is confirmed already.
const alreadyConfirmed = (result: CallResult): ToastVariant => (result.status === 409 ? 'info' : 'danger');

export function NewsletterBlock({ assets }: { assets: NewsletterAssets }) {
  const { t } = useTranslation();
  const id = useId();
  useActivationToast({
    kind: 'newsletter',
    call: confirmNewsletter,
    done: 'content.newsletter.confirmed',
    failed: 'content.newsletter.confirmFailed',
    refusedVariant: alreadyConfirmed,
  });
  const form = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<{ text: string; field: 'email' | 'kvkk' } | null>(null);
  const subscribe = useSubscribeNewsletter();

  useEffect(() => {
    if (!failure) return;
    const timer = window.setTimeout(() => { setFailure(null); }, FAILURE_MS);
    return () => { window.clearTimeout(timer); };
  }, [failure]);

  function onSubmit(event: SyntheticEvent<HTMLFormElement, SubmitEvent>) {
    event.preventDefault();
    const element = event.currentTarget;
    // Browser validity decides; the first invalid field gets focus without the browser bubble.
    if (!element.checkValidity()) {
      const invalid = element.querySelector<HTMLInputElement>(':invalid');
      invalid?.focus();
      setFailure({ text: t('content.newsletter.invalid'), field: invalid?.type === 'checkbox' ? 'kvkk' : 'email' });
      return;
    }
    const data = new FormData(element);
    subscribe.mutate(
      { email: typeof data.get('email') === 'string' ? (data.get('email') as string) : '', kvkk: data.get('kvkk') === 'on', commercial: data.get('commercial') === 'on' },
      {
        onSuccess: (answer) => {
          if (answer.status === 1) {
            showToast(answer.message || answer.statusText, { variant: 'success', duration: SUCCESS_MS });
            form.current?.reset();
          } else {
            setFailure({ text: answer.message || answer.statusText, field: answer.key === 'kvkk' ? 'kvkk' : 'email' });
          }
        },
        onError: (error) => {
          const known = error instanceof ApiError;
          setFailure({ text: known ? error.message : t('content.newsletter.failed'), field: known && error.code === 'kvkk' ? 'kvkk' : 'email' });
        },
      },
    );
  }

  return (
    <section className="content-block content-block--footer_newsletter page-width" aria-labelledby={`${id}-title`}>
      <div className="newsletter">
        <div className="newsletter__intro">
          <h2 id={`${id}-title`} className="section-title">
            {assets.TITLE}
          </h2>
          {assets.TEXT && <p>{assets.TEXT}</p>}
        </div>
        <form ref={form} className="newsletter__form" noValidate onSubmit={onSubmit}>
          <div className="newsletter__row">
            <label htmlFor={`${id}-email`} className="visually-hidden">
              {t('content.newsletter.email')}
            </label>
            <span className="newsletter__field">
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder={t('content.newsletter.email')}
                className="newsletter__input"
                aria-describedby={failure?.field === 'email' ? `${id}-failure` : undefined}
              />
              {failure?.field === 'email' && (
                <span id={`${id}-failure`} role="alert" className="newsletter__popover">
                  {failure.text}
                </span>
              )}
            </span>
            <button type="submit" className="button button--primary" disabled={subscribe.isPending}>
              {t('content.newsletter.submit')}
            </button>
          </div>
          <label className="newsletter__check">
            <input type="checkbox" name="kvkk" required />
            <span>
              <Link to={localizedPath('gizlilik-ve-guvenlik')} className="text-link">
                {t('content.newsletter.kvkkLink')}
              </Link>{' '}
              {t('content.newsletter.kvkk')}
            </span>
            {failure?.field === 'kvkk' && (
              <span role="alert" className="newsletter__popover">
                {failure.text}
              </span>
            )}
          </label>
          <label className="newsletter__check">
            <input type="checkbox" name="commercial" />
            <span>{t('content.newsletter.commercial')}</span>
          </label>
        </form>
      </div>
    </section>
  );
}
