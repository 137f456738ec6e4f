// The login page's part for shoppers without an account (KVKK article 11): a copy or the erasure
// of what is kept for the e-mail address they ordered with, asked through a link mailed to it; and
// the landing of the erasure link (?privacy=guest-erase&id=..&token=..), which erases only when the
// shopper confirms it here (a mail scanner opening the link changes nothing).
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/translate';
import { useSearchParams } from 'react-router';
import { isSuccess, messageOf } from '../../api/customer-call';
import { confirmGuestErasure, requestGuestData, type GuestRequestKind } from '../api/guest-request';
import { OutcomeText, usePrivacyRequest } from './OutcomeText';
import { TextField } from '../../../../components/form/TextField';
import './privacy.css';

/** The erasure link's page: the shopper confirms, once. */
export function GuestErasure({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const { busy, outcome, setOutcome, run } = usePrivacyRequest();
  const confirm = () =>
    run(async () => {
      const reply = await confirmGuestErasure(id, token);
      setOutcome({
        ok: reply.ok,
        text: reply.answer?.message ?? messageOf(reply.refusal, t('privacy.failed')),
        kept: reply.answer?.data.kept ?? [],
      });
    });
  return (
    <div className="my-data" data-testid="guest-erasure">
      <p className="member-card__text">{t('privacy.guest.eraseIntro')}</p>
      {outcome === null && (
        <button type="button" className="button button--danger" disabled={busy} onClick={() => void confirm()}>
          {t('privacy.guest.eraseConfirm')}
        </button>
      )}
      <OutcomeText outcome={outcome} testId="guest-privacy-outcome" />
    </div>
  );
}

/** The request form: an e-mail address and what to do with what is kept for it. */
export function GuestRequest() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<GuestRequestKind>('export');
  const { busy, outcome, setOutcome, run } = usePrivacyRequest();
  const submit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    await run(async () => {
      const result = await requestGuestData(email, kind);
      setOutcome({ ok: isSuccess(result), text: messageOf(result.body, t('privacy.failed')), kept: [] });
    });
  };
  return (
    <details className="my-data__part guest-privacy" data-testid="guest-privacy">
      <summary>{t('privacy.guest.title')}</summary>
      <form className="member-form my-data__delete" onSubmit={(event) => void submit(event)} noValidate>
        <p className="member-card__text">{t('privacy.guest.intro')}</p>
        <TextField
          id="guest-privacy-email"
          label={t('privacy.fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <fieldset className="guest-privacy__kinds">
          <legend className="member-field__label">{t('privacy.guest.kind')}</legend>
          {(['export', 'erase'] as const).map((value) => (
            <label key={value} className="guest-privacy__kind">
              <input
                type="radio"
                name="guest-privacy-kind"
                value={value}
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                }}
              />{' '}
              {t(`privacy.guest.kinds.${value}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button button--ghost button--small" disabled={busy}>
          {t('privacy.guest.submit')}
        </button>
        <OutcomeText outcome={outcome} testId="guest-privacy-outcome" />
      </form>
    </details>
  );
}

/** The login page's part: the erasure link's confirmation when the page was opened by one. */
export default function GuestPrivacy() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const token = params.get('token');
  if (params.get('privacy') === 'guest-erase' && id && token) return <GuestErasure id={id} token={token} />;
  return <GuestRequest />;
}
