// The landing of a mailed link that the page answers with a notice: the membership activation
// (?activation=membership&token=..&id=.., on the login page, then a link to the login form) and the
// email change (?activation=email, on the account page, spec section 2). The link is called once;
// the notice says how it went, with the server's own text.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/translate';
import { isSuccess, messageOf } from '../api/customer-call';
import { callOncePerLink, type ActivationKind, type ActivationLink } from '../activation-link';
import type { CallResult } from '../types';

type State = { phase: 'pending' } | { phase: 'done'; ok: boolean; message: string };

interface ActivationNoticeProps {
  kind: ActivationKind;
  link: ActivationLink;
  /** The link's call (each page brings its own, so neither carries the other's). */
  call: (id: string, token: string) => Promise<CallResult>;
  /** The messages' key prefix: `{texts}.pending`, `.done` and `.failed`. */
  texts: string;
  /** Shown under the outcome. */
  action?: ReactNode;
  /** Called once the outcome is known (the account page then drops the link from the address). */
  onSettled?: (ok: boolean) => void;
}

export function ActivationNotice({ kind, link, call, texts, action, onSettled }: ActivationNoticeProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'pending' });
  const { id, token } = link;

  useEffect(() => {
    let live = true;
    const settle = (ok: boolean, message: string) => {
      if (!live) return;
      setState({ phase: 'done', ok, message });
      onSettled?.(ok);
    };
    callOncePerLink(kind, { id, token }, call).call.then(
      (result) => {
        const ok = isSuccess(result);
        settle(ok, messageOf(result.body, t(ok ? `${texts}.done` : `${texts}.failed`)));
      },
      () => {
        settle(false, t(`${texts}.failed`));
      },
    );
    return () => {
      live = false;
    };
  }, [kind, id, token, call, texts, onSettled, t]);

  if (state.phase === 'pending') {
    return (
      <p className="member-alert" role="status" aria-busy="true">
        {t(`${texts}.pending`)}
      </p>
    );
  }
  return (
    <div
      className={`member-alert member-alert--${state.ok ? 'success' : 'danger'}`}
      role={state.ok ? 'status' : 'alert'}
      data-testid="activation-result"
    >
      <p className="member-alert__title">{state.message}</p>
      {action}
    </div>
  );
}
