// "Verilerim" (KVKK article 11) on the account page: what the shop keeps about the member (profile,
// addresses, consents with their history, orders, messages, favourites, linked accounts, the
// newsletter subscription, the children saved for the size advisor, the back-in-stock alerts), the
// two files to download, and "Hesabımı sil": the password (or, for a member without one, a mailed
// link), then a cooling-off the member can cancel. The mailed link
// comes back to this page (?privacy=erase&id=..&token=..) and is confirmed once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/translate';
import { useSearchParams } from 'react-router';
import { formatMeasure, formatYearMonth } from '../../../../lib/format';
import { localizedPath } from '../../../../lib/paths';
import { getSettings } from '../../../../lib/settings';
import { messageOf } from '../../api/customer-call';
import { formatMessageDate } from '../../conversations/message-date';
import {
  cancelDeletion,
  confirmDeletion,
  downloadAddress,
  myDataQueryOptions,
  requestDeletion,
  useMyData,
  type Deletion,
  type DeletionReply,
} from '../api/my-data';
import { OutcomeText, usePrivacyRequest } from './OutcomeText';
import { TextField } from '../../../../components/form/TextField';
import './privacy.css';
import { LoadNotice } from '../../../../components/ui/SectionNotes';


// A mailed link is confirmed once, even when the section mounts twice.
const confirmed = new Map<string, Promise<DeletionReply>>();

function Part({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <details className="my-data__part" data-testid="my-data-part">
      <summary>
        {title} <span className="my-data__count">({count})</span>
      </summary>
      {children}
    </details>
  );
}

/** A part that lists its entries, one line each. */
function ListPart<T>({
  title,
  entries,
  keyOf,
  line,
}: {
  title: string;
  entries: readonly T[];
  keyOf: (entry: T, index: number) => string | number;
  line: (entry: T) => ReactNode;
}) {
  return (
    <Part title={title} count={entries.length}>
      <ul>
        {entries.map((entry, index) => (
          <li key={keyOf(entry, index)}>{line(entry)}</li>
        ))}
      </ul>
    </Part>
  );
}

function DeletionStatus({ deletion, onCancel, busy }: { deletion: Deletion; onCancel: () => void; busy: boolean }) {
  const { t } = useTranslation();
  const language = getSettings().LANGUAGE;
  return (
    <div className="member-alert member-alert--info" data-testid="deletion-status">
      <p>
        {deletion.status === 'awaiting_confirmation'
          ? t('privacy.delete.awaiting')
          : t('privacy.delete.scheduled', { date: formatMessageDate(deletion.due_at ?? 0, language) })}
      </p>
      <ul className="my-data__kept">
        {deletion.kept.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <button type="button" className="button button--ghost button--small" disabled={busy} onClick={onCancel} data-testid="cancel-deletion">
        {t('privacy.delete.cancel')}
      </button>
    </div>
  );
}

export default function MyDataSection() {
  const { t } = useTranslation();
  const language = getSettings().LANGUAGE;
  const query = useMyData();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [password, setPassword] = useState('');
  const { busy, outcome, setOutcome, run: request } = usePrivacyRequest();

  const settle = async (reply: DeletionReply, fallback: string) => {
    const text = reply.answer?.message ?? messageOf(reply.refusal, fallback);
    setOutcome({ ok: reply.ok, text, kept: reply.answer?.data.kept ?? [] });
    if (reply.answer?.data.status === 'done') {
      // The account is gone and so is the sign-in: the shop's home page, as a visitor.
      window.setTimeout(() => {
        window.location.assign(localizedPath('/'));
      }, 4000);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: myDataQueryOptions().queryKey });
  };

  const linkId = params.get('privacy') === 'erase' ? params.get('id') : null;
  const linkToken = params.get('token');
  useEffect(() => {
    if (!linkId || !linkToken) return;
    const key = `${linkId}/${linkToken}`;
    let call = confirmed.get(key);
    if (!call) {
      call = confirmDeletion(linkId, linkToken);
      confirmed.set(key, call);
    }
    const rest = new URLSearchParams(params);
    for (const name of ['privacy', 'id', 'token']) rest.delete(name);
    setParams(rest, { replace: true });
    void call.then((reply) => settle(reply, t('privacy.failed')));
    // Once per link: the parameters leave the address right away.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkId, linkToken]);

  if (!query.isSuccess) return <LoadNotice pending={query.isPending} loading={t('privacy.loading')} failed={t('privacy.failed')} />;
  const { data, deletion, has_password: hasPassword, cooling_off_days: coolingOffDays } = query.data;
  const date = (seconds: number) => formatMessageDate(seconds, language);

  const run = (call: () => Promise<DeletionReply>) =>
    request(async () => {
      setOutcome(null);
      await settle(await call(), t('privacy.failed'));
    });

  const submit = (event: { preventDefault: () => void }) => {
    event.preventDefault();
    // The field empties as the request leaves, so a password typed while the answer is on its way
    // is never wiped by it.
    const typed = password;
    setPassword('');
    void run(() => requestDeletion(typed));
  };

  return (
    <div className="my-data" data-testid="my-data">
      <p className="member-card__text">{t('privacy.intro')}</p>
      <div className="my-data__parts">
        <Part title={t('privacy.parts.profile')} count={1}>
          <dl className="my-data__list">
            <dt>{t('privacy.fields.name')}</dt>
            <dd>{`${data.profile.name} ${data.profile.surname}`.trim() || '–'}</dd>
            <dt>{t('privacy.fields.email')}</dt>
            <dd>
              <bdi>{data.profile.email}</bdi>
            </dd>
            <dt>{t('privacy.fields.phone')}</dt>
            <dd dir="ltr">{data.profile.phone || '–'}</dd>
            <dt>{t('privacy.fields.birthDate')}</dt>
            <dd>{data.profile.birth_date || '–'}</dd>
          </dl>
        </Part>
        <ListPart
          title={t('privacy.parts.addresses')}
          entries={data.addresses}
          keyOf={(a) => a.id}
          line={(a) => <>{a.title}: {a.name} {a.surname}, {a.address}, {a.town_title} / {a.city_title}</>}
        />
        <ListPart
          title={t('privacy.parts.consents')}
          entries={data.consents}
          keyOf={(c, i) => `${c.at}-${i}`}
          line={(c) => (
            <>
              {date(c.at)}: {t(`privacy.channels.${c.channel}`, c.channel)} –{' '}
              {t(c.status === 'ONAY' ? 'privacy.consent.given' : 'privacy.consent.withdrawn')} (<bdi>{c.recipient}</bdi>)
            </>
          )}
        />
        <ListPart
          title={t('privacy.parts.orders')}
          entries={data.orders}
          keyOf={(o) => o.order_no}
          line={(o) => <><bdi>{o.display_no}</bdi> – {date(o.created_at)}</>}
        />
        <ListPart
          title={t('privacy.parts.messages')}
          entries={data.messages}
          keyOf={(m) => `${m.created_at}-${m.subject}`}
          line={(m) => <>{m.subject} – {date(m.created_at)}</>}
        />
        <Part title={t('privacy.parts.favourites')} count={data.favourites.length}>
          <p className="member-card__text">{t('privacy.favouritesCount', { count: data.favourites.length })}</p>
        </Part>
        <Part title={t('privacy.parts.newsletter')} count={data.newsletter ? 1 : 0}>
          {data.newsletter && (
            <p className="member-card__text">
              <bdi>{data.newsletter.email}</bdi> –{' '}
              {t(data.newsletter.confirmed_at ? 'privacy.newsletter.confirmed' : 'privacy.newsletter.pending')} (
              {date(data.newsletter.created_at)})
            </p>
          )}
        </Part>
        <ListPart
          title={t('privacy.parts.social')}
          entries={data.social_links}
          keyOf={(s) => s.provider}
          line={(s) => <>{s.provider} (<bdi>{s.email}</bdi>) – {date(s.linked_at)}</>}
        />
        <ListPart
          title={t('privacy.parts.children')}
          entries={data.children}
          keyOf={(c) => c.ID}
          line={(c) => (
            <>
              <bdi>{c.NAME || t('privacy.child.unnamed')}</bdi> –{' '}
              {[
                t('privacy.child.born', { month: formatYearMonth(c.BIRTH_MONTH, language) }),
                ...(c.HEIGHT_CM == null ? [] : [t('privacy.child.height', { value: formatMeasure(c.HEIGHT_CM, language) })]),
                ...(c.WEIGHT_KG == null ? [] : [t('privacy.child.weight', { value: formatMeasure(c.WEIGHT_KG, language) })]),
              ].join(', ')}
            </>
          )}
        />
        <ListPart
          title={t('privacy.parts.stockAlerts')}
          entries={data.stock_alerts}
          keyOf={(a) => `${String(a.variant_id)}-${String(a.created_at)}`}
          line={(a) => (
            <>
              {a.product === '' ? (
                t('privacy.stockAlert.variant', { id: a.variant_id })
              ) : (
                <bdi>{[a.product, [a.colour, a.size].filter((v) => v !== '').join(' / ')].filter((v) => v !== '').join(', ')}</bdi>
              )}{' '}
              (<bdi>{a.email}</bdi>) – {date(a.created_at)}:{' '}
              {t(`privacy.stockAlert.statuses.${a.status}`, a.status)}
              {a.sent_at == null ? '' : `, ${t('privacy.stockAlert.sent', { date: date(a.sent_at) })}`}
            </>
          )}
        />
      </div>
      <h3 className="my-data__title">{t('privacy.download.title')}</h3>
      <p className="member-card__text">{t('privacy.download.intro')}</p>
      <div className="my-data__actions">
        <a className="button button--primary button--small" href={downloadAddress('json')} download data-testid="download-json">
          {t('privacy.download.json')}
        </a>
        <a className="button button--ghost button--small" href={downloadAddress('html')} download data-testid="download-html">
          {t('privacy.download.html')}
        </a>
      </div>
      <h3 className="my-data__title">{t('privacy.delete.title')}</h3>
      {deletion ? (
        <DeletionStatus deletion={deletion} busy={busy} onCancel={() => void run(cancelDeletion)} />
      ) : (
        <form className="member-form my-data__delete" onSubmit={submit} noValidate>
          <p className="member-card__text">
            {t('privacy.delete.intro', { count: coolingOffDays })}
          </p>
          {hasPassword ? (
            <TextField
              id="delete-password"
              label={t('privacy.delete.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
            />
          ) : (
            <p className="member-card__text">{t('privacy.delete.byMail')}</p>
          )}
          <button type="submit" className="button button--danger" disabled={busy} data-testid="delete-account">
            {t('privacy.delete.submit')}
          </button>
        </form>
      )}
      <OutcomeText outcome={outcome} testId="my-data-outcome" />
    </div>
  );
}
