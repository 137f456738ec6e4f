// The links of the activation mails (spec section 2): ?activation={kind}&token=..&id=.. Membership
// links land on the login page, newsletter and stock-alert links (the confirmation and the
// unsubscription) on the home page, email-change links on the account page; each is called once
// per link.
import type { CallResult } from './types';

export type ActivationKind = 'membership' | 'newsletter' | 'email' | 'stock-alert' | 'stock-alert-off';

export interface ActivationLink {
  id: string;
  token: string;
}

/** The activation link of `kind` in a query string, if it is one. */
export function activationLinkOf(params: URLSearchParams, kind: ActivationKind): ActivationLink | null {
  const id = params.get('id');
  const token = params.get('token');
  return params.get('activation') === kind && id && token ? { id, token } : null;
}

// The link a page was opened with, kept after its parameters leave the address: the page's data
// is then read again and its view mounts anew, and the notice must stay.
const opened = new Map<ActivationKind, ActivationLink>();

/** The link of `kind` in the query string, else the one this page was opened with. */
export function openedLink(params: URLSearchParams, kind: ActivationKind): ActivationLink | null {
  const link = activationLinkOf(params, kind);
  if (link) opened.set(kind, link);
  return link ?? opened.get(kind) ?? null;
}

/** Forgets the link the page was opened with (the shopper has left the page). */
export function forgetOpenedLink(kind: ActivationKind): void {
  opened.delete(kind);
}

// One call per link, even when a view mounts twice (development double effects, back and forth).
const calls = new Map<string, Promise<CallResult>>();

/** The call of a link, started on first use; `first` is true only for the caller that started it. */
export function callOncePerLink(
  kind: ActivationKind,
  link: ActivationLink,
  start: (id: string, token: string) => Promise<CallResult>,
): { call: Promise<CallResult>; first: boolean } {
  const key = `${kind}/${link.id}/${link.token}`;
  const known = calls.get(key);
  if (known) return { call: known, first: false };
  const call = start(link.id, link.token);
  calls.set(key, call);
  return { call, first: true };
}

/** The query string without the activation link's parameters (the token leaves the address bar). */
export function withoutActivationLink(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of ['activation', 'token', 'id']) rest.delete(name);
  return rest;
}
