import type { APIRoute } from 'astro';
import { consentCookieHeader, consentFromForm, safeReturnPath } from '../lib/rules/consent/consent';
import { clientAddressOf } from '../lib/forms/clientAddress';
import { guardFormPost } from '../lib/forms/formGuard';
import { formRateKey } from '../lib/forms/formRateKey';
import { formSite } from '../lib/forms/formSite';
import { formRateLimiter } from '../lib/forms/formRateLimiter';
import { getSites } from '../lib/sites/siteRegistry';

/**
 * The consent banner's form without JavaScript: stores the choice in the cookie and goes back to the
 * page (303). A malformed body or choice is a 400 with a plain message, never a 500.
 */
export const POST: APIRoute = async (context) => {
  const { request, url, locals } = context;
  // One bucket per client and microsite (the index host and unknown hosts share one), whatever the Host.
  const matched = await formSite({ route: locals.route, host: locals.edge.host?.host }, getSites);
  const site = matched.kind === 'site' ? matched.site : undefined;
  const key = formRateKey(clientAddressOf(context), site, 'consent');
  const refused = await guardFormPost(request, key, formRateLimiter());
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
