// What a privacy request came to: its message, and what the shop keeps and why; and the request
// on its way.
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/translate';

type Outcome = { ok: boolean; text: string; kept: string[] } | null;

/** A privacy request: busy while `run`'s call lasts; a call that throws comes to privacy.failed. */
export function usePrivacyRequest() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    try {
      await call();
    } catch {
      setOutcome({ ok: false, text: t('privacy.failed'), kept: [] });
    }
    setBusy(false);
  };
  return { busy, outcome, setOutcome, run };
}

export function OutcomeText({ outcome, testId }: { outcome: Outcome; testId: string }) {
  return (
    <div
      className={outcome ? `member-alert member-alert--${outcome.ok ? 'success' : 'danger'}` : 'my-data__outcome'}
      role="status"
      data-testid={testId}
    >
      {outcome?.text}
      {outcome && outcome.kept.length > 0 && (
        <ul className="my-data__kept">
          {outcome.kept.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
