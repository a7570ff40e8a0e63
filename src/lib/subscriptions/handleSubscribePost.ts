import { getCatalogueContext } from '../catalogue/catalogueInstance';
import { readCatalogueConfig } from '../catalogue/config';
import { subscribe, type SubscribeEvent, type SubscribeResult } from './subscribe';
import { FORM_NAME, stateAfterFailure, thankYouLocation, type FormState } from './subscribeForm';

export type PostOutcome =
  | { kind: 'redirect'; location: string }
  | { kind: 'form'; form: FormState; status: 400 | 503 }
  | { kind: 'notOurs' };

/** Form bodies above this size are refused before parsing (an address is at most 254 characters). */
const MAX_BODY = 4096;

/**
 * A sign-up POSTed to a page: the address is stored with the page's event, site, language and uid
 * (never taken from the form), then POST-redirect-GET to the thank-you state; an invalid address
 * re-renders the form (400) with it kept; a database failure says so (503). A POST that is not our
 * form is `notOurs` (the page answers 405).
 */
export async function handleSubscribePost(
  request: Request,
  page: { event: SubscribeEvent; site: string; language: string; uid: string; pathname: string },
  store: (input: Parameters<typeof subscribe>[1]) => Promise<SubscribeResult> = defaultStore,
): Promise<PostOutcome> {
  const length = Number(request.headers.get('content-length') ?? 0);
  let fields: FormData | undefined;
  if (length <= MAX_BODY) {
    try {
      fields = await request.formData();
    } catch {
      fields = undefined;
    }
  }
  if (fields?.get('form') !== FORM_NAME) return { kind: 'notOurs' };
  const email = String(fields.get('email') ?? '');
  const result = await store({
    email,
    event: page.event,
    site: page.site,
    language: page.language,
    pageUid: page.uid,
  });
  if (result.ok)
    return { kind: 'redirect', location: thankYouLocation(page.pathname, result.alreadySubscribed) };
  return {
    kind: 'form',
    form: stateAfterFailure(result, email),
    status: result.error === 'invalidEmail' ? 400 : 503,
  };
}

async function defaultStore(input: Parameters<typeof subscribe>[1]): Promise<SubscribeResult> {
  try {
    const { db } = await getCatalogueContext(readCatalogueConfig());
    return await subscribe(db, input);
  } catch (error) {
    console.error(new Error('[subscriptions] the database could not be opened', { cause: error }));
    return { ok: false, error: 'unavailable' };
  }
}
