import { SUBSCRIBED_PARAM } from '../rules/forms/formParams';
import type { SubscribeResult } from './subscribe';

/** What the sign-up form shows. */
export type FormState =
  { state: 'idle' } | { state: 'invalid' | 'unavailable'; email: string } | { state: 'subscribed' };

export { SUBSCRIBED_PARAM };
/** The form's field names (a hidden `form` field tells our POST from any other). */
export const FORM_NAME = 'subscribe';

/**
 * After a successful POST the visitor is sent back to the page (POST-redirect-GET) with
 * `?subscribed=1` — never the address, and the same for a new address and a known one (telling them
 * apart would let anyone test whether an address is subscribed) — and the form shows the thank-you state.
 * @example thankYouLocation('/fr/') === '/fr/?subscribed=1#subscribe'
 */
export function thankYouLocation(pathname: string): string {
  return `${pathname}?${SUBSCRIBED_PARAM}=1#subscribe`;
}

/** The form state a GET shows: the thank-you state after the redirect, else the empty form. */
export function stateFromQuery(query: URLSearchParams): FormState {
  const value = query.get(SUBSCRIBED_PARAM);
  if (value === '1') return { state: 'subscribed' };
  return { state: 'idle' };
}

/** The form state after a failed POST: the typed address is kept for the visitor to correct. */
export function stateAfterFailure(result: Extract<SubscribeResult, { ok: false }>, email: string): FormState {
  return { state: result.error === 'invalidEmail' ? 'invalid' : 'unavailable', email: email.slice(0, 254) };
}
