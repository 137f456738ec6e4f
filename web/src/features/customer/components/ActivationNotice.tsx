// The landing of the activation mail's link (?activation=membership&token=..&id=..): activates the
// membership once, then confirms and links to the login form.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizedPath } from '../../../lib/paths';
import { getSettings } from '../../../lib/settings';
import { activateMembership } from '../api/activate-membership';
import { isSuccess, messageOf } from '../api/customer-call';
import { callOncePerLink } from '../activation-link';
import type { CallResult } from '../types';

function activateOnce(id: string, token: string): Promise<CallResult> {
  return callOncePerLink('membership', { id, token }, activateMembership).call;
}

type State = { phase: 'pending' } | { phase: 'done'; ok: boolean; message: string };

export function ActivationNotice({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ phase: 'pending' });
  const loginPath = localizedPath(getSettings().PAGE_LINK.login);

  useEffect(() => {
    let live = true;
    activateOnce(id, token).then(
      (result) => {
        if (!live) return;
        const ok = isSuccess(result);
        setState({ phase: 'done', ok, message: messageOf(result.body, ok ? t('customer.activation.done') : t('customer.activation.failed')) });
      },
      () => {
        if (live) setState({ phase: 'done', ok: false, message: t('customer.activation.failed') });
      },
    );
    return () => {
      live = false;
    };
  }, [id, token, t]);

  if (state.phase === 'pending') {
    return (
      <p className="member-alert" role="status" aria-busy="true">
        {t('customer.activation.pending')}
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
      <Link className="member-link" to={loginPath} replace>
        {t('customer.activation.toLogin')}
      </Link>
    </div>
  );
}
