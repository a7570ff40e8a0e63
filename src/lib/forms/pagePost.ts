import type { Route } from '../routing/route';
import { FORM_NAME } from '../subscriptions/subscribeForm';
import { clientAddressOf } from './clientAddress';
import { guardFormPost } from './formGuard';
import { formRateKey } from './formRateKey';
import { formRateLimiter } from './formRateLimiter';
import type { RateLimiter } from './rateLimit';

/** Largest sign-up body (an address is at most 254 characters). */
export const MAX_SIGNUP_BODY = 4096;

export type PagePost = { kind: 'refused'; response: Response } | { kind: 'signup'; email: string };

/** The answer to a POST a page does not take. */
export const methodNotAllowed = (): Response =>
  new Response('Method not allowed', {
    status: 405,
    headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

const readForm = async (request: Request): Promise<FormData | undefined> => {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
};

/**
 * The first step of a POST to a page (the email sign-up, docs/forms.md), run **before the page is
 * loaded**, so a flood or a junk body costs no content or catalogue work. Cross-site posts were refused
 * by the edge middleware already (`originCheck.ts`). Here: a route that is no page (an unknown host, a
 * missing path, the index) is 405; then the client's sign-up bucket for the routed site (429 +
 * Retry-After); a body of at most 4 KiB with a declared length (413 / 411); a body that is not our form
 * (`form=subscribe`) is 405. What remains is the typed address; whether the page has a sign-up is
 * decided once it is loaded.
 * @example await pagePost({ request, clientAddress: '203.0.113.9', locals: { route: { kind: 'unknownSite' } } }) → { kind: 'refused', response: 405 }
 */
export async function pagePost(
  context: { request: Request; clientAddress: string; locals: { route: Route } },
  limiter: RateLimiter = formRateLimiter(),
): Promise<PagePost> {
  const { route } = context.locals;
  if (route.kind !== 'page') return { kind: 'refused', response: methodNotAllowed() };
  const key = formRateKey(clientAddressOf(context), route.site, 'signup');
  const refused = await guardFormPost(context.request, key, limiter, MAX_SIGNUP_BODY);
  if (refused) return { kind: 'refused', response: refused };
  const form = await readForm(context.request);
  if (form?.get('form') !== FORM_NAME) return { kind: 'refused', response: methodNotAllowed() };
  const email = form.get('email');
  return { kind: 'signup', email: typeof email === 'string' ? email : '' };
}
