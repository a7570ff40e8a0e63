import type { CatalogueChange } from '../cache/catalogueChanges';
import { broadcastCatalogueChange } from '../cache/peerBroadcast';
import { readConfig } from '../config';
import { MAX_CATALOGUE_EVENT_BYTES, parseCatalogueEvent } from '../rules/revalidate/catalogueEvent';
import { secretsMatch } from '../rules/revalidate/webhook';
import { webhookJson as json } from './webhookJson';

export interface CatalogueEventsDeps {
  secret?: string | undefined;
  publish?: (change: CatalogueChange) => void;
}

/**
 * POST /api/catalogue-events: the catalogue says which tour groups, collections and cities changed; the
 * in-process caches that used them drop their entries (docs/preview.md). Same shape as the Prismic
 * webhook: unset secret → 503 (disabled, and says how to enable it); too large → 413; wrong or missing
 * secret → 401 before anything about the body is said; a malformed body with the right secret → 400.
 */
export async function handleCatalogueEvents(
  request: Request,
  deps: CatalogueEventsDeps = {},
): Promise<Response> {
  const secret = 'secret' in deps ? deps.secret : readConfig().catalogueWebhookSecret;
  if (!secret)
    return json(503, {
      error:
        'Catalogue events are disabled: set CATALOGUE_WEBHOOK_SECRET to the secret the catalogue sends in its events.',
    });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_CATALOGUE_EVENT_BYTES) return json(413, { error: 'The body is too large.' });
  const text = await request.text();
  if (text.length > MAX_CATALOGUE_EVENT_BYTES) return json(413, { error: 'The body is too large.' });
  const parsed = parseCatalogueEvent(text);
  if (!secretsMatch(parsed.secret, secret)) return json(401, { error: 'Wrong or missing secret.' });
  if (!parsed.ok) return json(400, { error: parsed.message });
  (deps.publish ?? broadcastCatalogueChange)(parsed.change);
  return json(200, {
    ok: true,
    tgids: parsed.change.tgids.length,
    collections: parsed.change.collectionIds.length,
    cities: parsed.change.cityCodes.length,
  });
}

/** Any other method: 405 with `Allow: POST`. */
export function refuseCatalogueEventMethod(): Response {
  return new Response(JSON.stringify({ error: 'Use POST.' }), {
    status: 405,
    headers: {
      allow: 'POST',
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
