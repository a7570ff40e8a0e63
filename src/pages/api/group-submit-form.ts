import type { APIRoute } from 'astro';
import { catalogue } from '../../lib/catalogue/client';
import { store } from '../../lib/store/store';
import { handleGroupPost } from '../../lib/forms/groupBooking/handleGroupPost';
import { loadGroupLimits, storeGroupBooking } from '../../lib/forms/groupBooking/store';
import { formRateLimiter } from '../../lib/forms/formRateLimiter';
import { clientAddressOf } from '../../lib/forms/clientAddress';
import { formSite } from '../../lib/forms/formSite';
import { getSites } from '../../lib/sites/siteRegistry';
import { now } from '@storefront/clock';
import { logger } from '../../lib/log/logger';

const log = logger('group-booking');

export const prerender = false;

const plain = (body: string, status: number): Response =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * The group booking form of show and collection pages (spec 001 §7); see docs/forms.md. Only a host
 * that is one of the microsites reaches the form (404 otherwise; 503 while the list cannot be loaded).
 */
export const POST: APIRoute = async (context) => {
  const { locals } = context;
  const matched = await formSite({ route: locals.route, host: locals.edge.host?.host }, getSites);
  if (matched.kind === 'none') return plain('Not found', 404);
  if (matched.kind === 'unavailable') return plain('Please try again in a moment.', 503);
  return handleGroupPost(context.request, {
    limiter: formRateLimiter(),
    clientAddress: clientAddressOf(context),
    site: matched.site.domain,
    https: locals.edge.https,
    today: () => new Date(now().getTime() - 12 * 3_600_000).toISOString().slice(0, 10),
    loadLimits: async (target) => {
      try {
        return await loadGroupLimits(catalogue(), target);
      } catch {
        return {};
      }
    },
    store: async (booking, origin) => {
      try {
        return await storeGroupBooking(await store(), booking, origin);
      } catch (error) {
        log.error({ err: error }, 'the database could not be opened');
        return { ok: false };
      }
    },
  });
};

export const ALL: APIRoute = () =>
  new Response('Method not allowed', { status: 405, headers: { allow: 'POST' } });
