// The social sign-ins a page carries on (spec section 2): the provider's return to /social-login
// (?code=..&state=.., or ?error=..&state=.. when the shopper cancelled or the provider refused) and
// the mailed links on the login page (?activation=social|social-email&token=..&id=..). Kept apart
// from the flow, so the login page knows whether it has one without fetching the flow's code.

/** The return page's slug (the same in every language). */
export const SOCIAL_RETURN_SLUG = 'social-login';

/** What the provider sent the shopper back with: a code, or an error (cancelled, refused). */
export type SocialReturn = { state: string; code: string } | { state: string; error: string };

/** The provider's answer in the return page's query string, if it holds one. */
export function socialReturnOf(params: URLSearchParams): SocialReturn | null {
  const state = params.get('state') ?? '';
  const code = params.get('code') ?? '';
  const error = params.get('error') ?? '';
  if (state === '') return null;
  if (code !== '') return { state, code };
  if (error !== '') return { state, error };
  return null;
}

export type SocialActivationKind = 'social' | 'social-email';

const SOCIAL_ACTIVATIONS: readonly SocialActivationKind[] = ['social', 'social-email'];

export type SocialSignIn =
  | { kind: 'return'; answer: SocialReturn }
  | { kind: 'link'; activation: SocialActivationKind; id: string; token: string };

/** The social sign-in a page at `pathname` with `params` is to carry on, if any. */
export function socialSignInOf(pathname: string, params: URLSearchParams): SocialSignIn | null {
  if (pathname.endsWith(`/${SOCIAL_RETURN_SLUG}`)) {
    const answer = socialReturnOf(params);
    if (answer) return { kind: 'return', answer };
  }
  const activation = SOCIAL_ACTIVATIONS.find((kind) => kind === params.get('activation'));
  const id = params.get('id');
  const token = params.get('token');
  return activation && id && token ? { kind: 'link', activation, id, token } : null;
}

/** Names a sign-in's call, which is made once: a state and a mailed link are good once. */
export function socialSignInKey(signIn: SocialSignIn): string {
  return signIn.kind === 'return' ? `return/${signIn.answer.state}` : `${signIn.activation}/${signIn.id}/${signIn.token}`;
}
