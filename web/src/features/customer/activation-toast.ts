// The landing of a mailed link that the page answers with a toast (the newsletter's confirmation,
// a stock alert's confirmation and unsubscription, all on the home page): the link is called once,
// the toast says how it went with the server's own text, and the token leaves the address bar.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { showToast, type ToastVariant } from '../../components/ui/toast-store';
import { useTranslation } from '../../i18n/translate';
import { isSuccess, messageOf } from './api/customer-call';
import { activationLinkOf, callOncePerLink, withoutActivationLink, type ActivationKind } from './activation-link';
import type { CallResult } from './types';

interface ActivationToast {
  kind: ActivationKind;
  /** The link's call. */
  call: (id: string, token: string) => Promise<CallResult>;
  /** The message keys for an answer without text of its own. */
  done: string;
  failed: string;
  /** The toast's look for a refusal (by default 'danger'; a link already used may be 'info'). Like
   * `call`, a function of the module, not one made anew on each render. */
  refusedVariant?: (result: CallResult) => ToastVariant;
}

/** Calls the link of `kind` the page was opened with, once, and shows its answer in a toast. */
export function useActivationToast({ kind, call, done, failed, refusedVariant }: ActivationToast): void {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const link = activationLinkOf(params, kind);
  const linkId = link?.id;
  const token = link?.token;

  useEffect(() => {
    if (!linkId || !token) return;
    const { call: started, first } = callOncePerLink(kind, { id: linkId, token }, call);
    if (first) {
      started.then(
        (result) => {
          const ok = isSuccess(result);
          const variant = ok ? 'success' : (refusedVariant?.(result) ?? 'danger');
          showToast(messageOf(result.body, t(ok ? done : failed)), { variant });
        },
        () => {
          showToast(t(failed), { variant: 'danger' });
        },
      );
    }
    setParams(withoutActivationLink, { replace: true });
  }, [kind, linkId, token, call, done, failed, refusedVariant, setParams, t]);
}
