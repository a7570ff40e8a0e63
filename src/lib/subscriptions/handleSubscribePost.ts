import { store } from '../store/store';
import { subscribe, type SubscribeEvent, type SubscribeResult } from './subscribe';
import { stateAfterFailure, thankYouLocation, type FormState } from './subscribeForm';
import { logger } from '../log/logger';

const log = logger('subscriptions');

export type PostOutcome =
  { kind: 'redirect'; location: string } | { kind: 'form'; form: FormState; status: 400 | 503 };

/**
 * A sign-up POSTed to a page (its body already read and checked by `pagePost`): the address is stored
 * with the page's event, site, language and uid (never taken from the form), then POST-redirect-GET to
 * the thank-you state; an invalid address re-renders the form (400) with it kept; a database failure
 * says so (503). A new address and one already signed up get the same answer (the same 303 and
 * location): the form never tells whether an address is known.
 */
export async function handleSubscribePost(
  email: string,
  page: { event: SubscribeEvent; site: string; language: string; uid: string; pathname: string },
  store: (input: Parameters<typeof subscribe>[1]) => Promise<SubscribeResult> = defaultStore,
): Promise<PostOutcome> {
  const result = await store({
    email,
    event: page.event,
    site: page.site,
    language: page.language,
    pageUid: page.uid,
  });
  if (result.ok) return { kind: 'redirect', location: thankYouLocation(page.pathname) };
  return {
    kind: 'form',
    form: stateAfterFailure(result, email),
    status: result.error === 'invalidEmail' ? 400 : 503,
  };
}

async function defaultStore(input: Parameters<typeof subscribe>[1]): Promise<SubscribeResult> {
  try {
    return await subscribe(await store(), input);
  } catch (error) {
    log.error({ err: error }, 'the database could not be opened');
    return { ok: false, error: 'unavailable' };
  }
}
