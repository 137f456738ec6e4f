// A social sign-in from its first answer to the signed-in member (page 6's social popups): the
// answer of the provider's return or of a mailed link is read once; signed in, the token is kept
// as the login form keeps it and the page moves on to where the answer says (or home). Otherwise a
// popup asks what is missing: the consents of a new member, the password of the member the email
// belongs to, an email, or a phone the shop requires (that one cannot be closed). A refusal is the
// generic social popup with the server's text and the way back to the login page.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/translate';
import { Link, useNavigate } from 'react-router';
import { Modal } from '../../../../components/ui/Modal';
import { showToast } from '../../../../components/ui/toast-store';
import { localizedPath } from '../../../../lib/paths';
import { getSettings } from '../../../../lib/settings';
import { LOGIN_ERROR_TOAST_MS } from '../../login-outcome';
import { ACCOUNT_SLUG } from '../../paths';
import { completeLogin, hasToken } from '../../token';
import type { CallResult } from '../../types';
import { PhoneChange } from '../../components/PhoneChange';
import { activateSocial, finishSocialLogin } from '../api/social-login';
import { callOnce, LEAVE_AFTER_SIGN_IN_MS, stepAfter, type SocialStep } from '../social-flow';
import { socialSignInKey, type SocialSignIn } from '../social-return';
import { socialOutcome, type SocialOutcome } from '../social-outcome';
import { ConsentForm, EmailForm, LinkForm } from './SocialForms';
import './social.css';

interface SocialFlowProps {
  /** The provider's return or the mailed link whose answer starts the flow. */
  signIn: SocialSignIn;
}

/** The call that hands the sign-in to the server. */
function firstCall(signIn: SocialSignIn): Promise<CallResult> {
  return signIn.kind === 'return' ? finishSocialLogin(signIn.answer) : activateSocial(signIn.activation, signIn.id, signIn.token);
}

export default function SocialFlow({ signIn }: SocialFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<SocialStep>({ step: 'pending' });
  // Where a sign-in given up or refused leads: the login page, or the account page of a member
  // who was linking a provider (or is signed in by now).
  const [member] = useState(hasToken);
  const back = member
    ? { path: localizedPath(ACCOUNT_SLUG), label: t('social.toAccount') }
    : { path: localizedPath(getSettings().PAGE_LINK.login), label: t('social.toLogin') };

  const settle = (outcome: SocialOutcome) => {
    if (outcome.kind === 'signedIn') {
      completeLogin(outcome.bearer, outcome.expAt);
      showToast(outcome.message || t('customer.login.success'), { variant: 'success' });
      for (const notice of outcome.cartNotices) showToast(notice, { variant: 'info', duration: LOGIN_ERROR_TOAST_MS });
    }
    setStep(stepAfter(outcome, localizedPath('')));
  };

  const callKey = socialSignInKey(signIn);
  useEffect(() => {
    let live = true;
    callOnce(callKey, () => firstCall(signIn)).then(
      (result) => {
        if (live) settle(socialOutcome(result, t('social.failed')));
      },
      () => {
        if (live) settle({ kind: 'refused', message: t('social.failed'), field: '' });
      },
    );
    return () => {
      live = false;
    };
    // The call is made once per key; the texts and handlers of a later render change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [callKey]);

  useEffect(() => {
    if (step.step !== 'leaving') return;
    const timer = window.setTimeout(() => {
      window.location.assign(step.destination);
    }, step.delay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [step]);

  /** Closing a popup gives the sign-in up: back to the login page (or the account). */
  const giveUp = (open: boolean) => {
    if (!open) void navigate(back.path, { replace: true });
  };

  return (
    <>
      <StatusLine step={step} />
      {step.step === 'consent' && (
        <Modal
          title={t('social.consent.title')}
          description={
            <Intro
              text={
                step.name
                  ? t('social.consent.introNamed', { name: step.name, email: step.email })
                  : t('social.consent.intro', { email: step.email })
              }
            />
          }
          open
          onOpenChange={giveUp}
          width={520}
        >
          <ConsentForm ticket={step.ticket} onOutcome={settle} />
        </Modal>
      )}
      {step.step === 'link' && (
        <Modal
          title={t('social.link.title')}
          description={<Intro text={t('social.link.intro', { email: step.email })} />}
          open
          onOpenChange={giveUp}
          width={480}
        >
          <LinkForm ticket={step.ticket} onOutcome={settle} />
        </Modal>
      )}
      {step.step === 'email' && (
        <Modal title={t('social.email.title')} description={t('social.email.intro')} open onOpenChange={giveUp} width={520}>
          <EmailForm ticket={step.ticket} onOutcome={settle} />
        </Modal>
      )}
      {step.step === 'phone' && (
        <Modal title={t('social.phone.title')} description={t('social.phone.intro')} open dismissible={false} width={480}>
          <PhoneChange
            phone=""
            onSaved={() => {
              setStep({ step: 'leaving', destination: step.destination, delay: LEAVE_AFTER_SIGN_IN_MS });
              return Promise.resolve();
            }}
          />
        </Modal>
      )}
      {step.step === 'sent' && (
        <Modal
          title={t('social.sent.title')}
          open
          onOpenChange={(open) => {
            if (!open) void navigate(localizedPath(''), { replace: true });
          }}
          width={440}
          footer={
            <Link className="button button--primary" to={localizedPath('')} replace>
              {t('social.toHome')}
            </Link>
          }
        >
          <p role="status" data-testid="social-sent">
            {step.message || t('social.sent.text')}
          </p>
        </Modal>
      )}
      {step.step === 'refused' && (
        <Modal
          title={t('social.refused.title')}
          open
          onOpenChange={giveUp}
          width={440}
          footer={
            <Link className="button button--primary" to={back.path} replace>
              {back.label}
            </Link>
          }
        >
          <p role="alert" data-testid="social-refused">
            {step.message}
          </p>
        </Modal>
      )}
    </>
  );
}

/** A popup's introduction naming an email, which breaks anywhere rather than leave the popup. */
function Intro({ text }: { text: string }) {
  return <span className="social-popup__intro">{text}</span>;
}

/** The page's own line under the popups: waiting, leaving (with the way on), or nothing. */
function StatusLine({ step }: { step: SocialStep }) {
  const { t } = useTranslation();
  if (step.step === 'pending') {
    return (
      <p className="member-alert" role="status" aria-busy="true">
        {t('customer.social.pending')}
      </p>
    );
  }
  if (step.step === 'leaving') {
    return (
      <p className="member-alert member-alert--success" role="status" data-testid="social-signed-in">
        {t('social.leaving')}{' '}
        <a className="underline-link" href={step.destination}>
          {t('social.continue')}
        </a>
      </p>
    );
  }
  return null;
}
