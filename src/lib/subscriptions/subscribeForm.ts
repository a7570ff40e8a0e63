import type { SubscribeResult } from './subscribe';

/** What the sign-up form shows. */
export type FormState =
  | { state: 'idle' }
  | { state: 'invalid' | 'unavailable'; email: string }
  | { state: 'subscribed' | 'alreadySubscribed' };

export const SUBSCRIBED_PARAM = 'subscribed';
/** The form's field names (a hidden `form` field tells our POST from any other). */
export const FORM_NAME = 'subscribe';

/**
 * After a successful POST the visitor is sent back to the page (POST-redirect-GET) with
 * `?subscribed=1` (or `again`) — never the address — and the form shows the thank-you state.
 * @example thankYouLocation('/fr/', true) === '/fr/?subscribed=again#subscribe'
 */
export function thankYouLocation(pathname: string, alreadySubscribed: boolean): string {
  return `${pathname}?${SUBSCRIBED_PARAM}=${alreadySubscribed ? 'again' : '1'}#subscribe`;
}

/** The form state a GET shows: the thank-you state after the redirect, else the empty form. */
export function stateFromQuery(query: URLSearchParams): FormState {
  const value = query.get(SUBSCRIBED_PARAM);
  if (value === '1') return { state: 'subscribed' };
  if (value === 'again') return { state: 'alreadySubscribed' };
  return { state: 'idle' };
}

/** The form state after a failed POST: the typed address is kept for the visitor to correct. */
export function stateAfterFailure(result: Extract<SubscribeResult, { ok: false }>, email: string): FormState {
  return { state: result.error === 'invalidEmail' ? 'invalid' : 'unavailable', email: email.slice(0, 254) };
}
