import type { CatalogueChange } from '../rules/revalidate/catalogueEvent';
import { broadcastCatalogueChange } from '../cache/peerBroadcast';
import { appConfig } from '../config';
import { MAX_CATALOGUE_EVENT_BYTES, parseCatalogueEvent } from '../rules/revalidate/catalogueEvent';
import { CATALOGUE_SIGNATURE_HEADER, verifyCatalogueSignature } from '../rules/revalidate/catalogueSignature';
import { secretThrottle, wrongSecretLimiter, type SecretThrottle } from './secretThrottle';
import { seenCatalogueEvents, type SeenEvents } from './seenEvents';
import { readWebhookBody, refuseSecret } from './webhookGuard';
import { webhookJson as json } from './webhookJson';

export interface CatalogueEventsDeps {
  secret?: string | undefined;
  publish?: (change: CatalogueChange) => void;
  throttle?: SecretThrottle;
  seen?: SeenEvents;
  /** Milliseconds since the epoch (tests fix the clock). */
  now?: () => number;
}

/**
 * POST /api/catalogue-events: the catalogue says which tour groups, collections and cities changed; the
 * in-process caches that used them drop their entries (docs/preview.md). Unset secret → 503 (disabled,
 * and says how to enable it); a client with too many wrong signatures lately → 429; over 64 KB → 413
 * (read as a stream, the rest never read); a missing, wrong or stale `X-Catalogue-Signature` → 401
 * (counted) before anything about the body is said; a malformed body → 400; an event id seen in the
 * last 24 h → 200 `{ duplicate: true }`, not applied again.
 */
export async function handleCatalogueEvents(
  request: Request,
  client: string,
  deps: CatalogueEventsDeps = {},
): Promise<Response> {
  const secret = 'secret' in deps ? deps.secret : appConfig().catalogueWebhookSecret;
  if (!secret)
    return json(503, {
      error:
        'Catalogue events are disabled: set CATALOGUE_WEBHOOK_SECRET to the secret the catalogue signs its events with.',
    });
  const throttle = deps.throttle ?? secretThrottle('catalogue-events', wrongSecretLimiter());
  const body = await readWebhookBody(request, client, throttle, MAX_CATALOGUE_EVENT_BYTES);
  if (!body.ok) return body.response;
  const nowSeconds = Math.floor((deps.now ?? Date.now)() / 1000);
  const signature = verifyCatalogueSignature(
    request.headers.get(CATALOGUE_SIGNATURE_HEADER),
    body.bytes,
    secret,
    nowSeconds,
  );
  if (!signature.ok) return refuseSecret(throttle, client, signature.message);
  const parsed = parseCatalogueEvent(new TextDecoder().decode(body.bytes));
  if (!parsed.ok) return json(400, { error: parsed.message });
  const seen = deps.seen ?? seenCatalogueEvents();
  if (!seen.claim(parsed.id)) return json(200, { ok: true, duplicate: true });
  try {
    (deps.publish ?? broadcastCatalogueChange)(parsed.change);
  } catch (error) {
    seen.forget(parsed.id); // not applied: the sender's retry applies it
    throw error;
  }
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
