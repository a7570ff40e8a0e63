import type { APIRoute } from 'astro';
import { getCatalogueContext } from '../../lib/catalogue/catalogueInstance';
import { readCatalogueConfig } from '../../lib/catalogue/config';
import { handleGroupPost } from '../../lib/forms/groupBooking/handleGroupPost';
import { loadGroupLimits, storeGroupBooking } from '../../lib/forms/groupBooking/store';
import { formRateLimiter } from '../../lib/forms/rateLimit';
import { clientAddressOf } from '../../lib/forms/formGuard';

export const prerender = false;

const db = async () => (await getCatalogueContext(readCatalogueConfig())).db;

/** The group booking form of show and collection pages (spec 001 §7); see docs/forms.md. */
export const POST: APIRoute = (context) =>
  handleGroupPost(context.request, {
    limiter: formRateLimiter(),
    clientAddress: clientAddressOf(context),
    today: () => new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10),
    loadLimits: async (target) => {
      try {
        return await loadGroupLimits(await db(), target);
      } catch {
        return {};
      }
    },
    store: async (booking, origin) => {
      try {
        return await storeGroupBooking(await db(), booking, origin);
      } catch (error) {
        console.error(new Error('[group booking] the database could not be opened', { cause: error }));
        return { ok: false };
      }
    },
  });

export const ALL: APIRoute = () =>
  new Response('Method not allowed', { status: 405, headers: { allow: 'POST' } });
