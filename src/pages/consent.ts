import type { APIRoute } from 'astro';
import { consentCookieHeader, consentFromForm, safeReturnPath } from '../lib/rules/consent/consent';
import { clientAddressOf, guardFormPost } from '../lib/forms/formGuard';
import { formRateLimiter } from '../lib/forms/rateLimit';

/**
 * The consent banner's form without JavaScript: stores the choice in the cookie and goes back to the
 * page (303). A malformed body or choice is a 400 with a plain message, never a 500.
 */
export const POST: APIRoute = async (context) => {
  const { request, url, locals } = context;
  const refused = await guardFormPost(request, clientAddressOf(context), formRateLimiter());
  if (refused) return refused;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return new Response('The consent form could not be read.', { status: 400 });
  }
  const consent = consentFromForm(form.get('consent'), form.getAll('purpose'));
  if (!consent) return new Response('Choose allow all, deny all or save preferences.', { status: 400 });
  const host = locals.edge.host?.host ?? url.host; // validated by the edge middleware
  return new Response(null, {
    status: 303,
    headers: {
      location: safeReturnPath(form.get('return')),
      'set-cookie': consentCookieHeader(consent, host, locals.edge.https),
      'cache-control': 'no-store',
    },
  });
};

export const GET: APIRoute = () =>
  new Response('Use the cookie banner to choose.', { status: 405, headers: { allow: 'POST' } });
