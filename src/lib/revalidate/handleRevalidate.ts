import type { Client } from '@prismicio/client';
import type { ContentChange } from '../cache/invalidation';
import { broadcastContentChange } from '../cache/peerBroadcast';
import { appConfig } from '../config';
import { getContentClient, refreshContentClient } from '../content';
import {
  MAX_LOOKED_UP_IDS,
  MAX_WEBHOOK_BYTES,
  parseWebhook,
  secretsMatch,
} from '../rules/revalidate/webhook';
import { secretThrottle, wrongSecretLimiter, type SecretThrottle } from './secretThrottle';
import { readWebhookBody, refuseSecret } from './webhookGuard';
import { webhookJson as json } from './webhookJson';
import { logger } from '../log/logger';

const log = logger('revalidate');

export interface RevalidateDeps {
  secret?: string | undefined;
  /** The current (fresh) content client, to learn the touched documents' types and uids. */
  client?: () => Client;
  refresh?: () => void;
  publish?: (change: ContentChange) => void;
  throttle?: SecretThrottle;
}

/** What the touched documents are, from the repository as just published; unknown ids are kept apart. */
export async function describeChange(ids: readonly string[], client: Client): Promise<ContentChange> {
  const base = { ids, types: [], uids: [], unknownIds: [], everything: false };
  if (ids.length === 0) return base;
  if (ids.length > MAX_LOOKED_UP_IDS) return { ...base, everything: true };
  try {
    const documents = await client.getAllByIDs([...ids], { lang: '*' });
    const found = new Set(documents.map((document) => document.id));
    return {
      ids,
      types: [...new Set(documents.map((document) => document.type))],
      uids: [...new Set(documents.flatMap((document) => (document.uid ? [document.uid] : [])))],
      unknownIds: ids.filter((id) => !found.has(id)),
      everything: false,
    };
  } catch (error) {
    log.error({ err: error }, 'touched documents could not be read');
    return { ...base, everything: true };
  }
}

/**
 * POST /api/revalidate: Prismic's webhook. Prismic sends its secret in the body (it signs nothing), so
 * the body is read first, as a stream of at most 64 KB (413 at once past it); a client with too many
 * wrong secrets lately is refused (429) before that. The secret is compared in constant time, and a
 * wrong one counted; an `api-update` drops the content client's cached ref and every in-process cache
 * that used a touched document; a `test-trigger` only answers. Unset secret: disabled (503, says why).
 */
export async function handleRevalidate(
  request: Request,
  client: string,
  deps: RevalidateDeps = {},
): Promise<Response> {
  const secret = 'secret' in deps ? deps.secret : appConfig().prismicWebhookSecret;
  if (!secret)
    return json(503, {
      error: 'The webhook is disabled: set PRISMIC_WEBHOOK_SECRET to the secret of the Prismic webhook.',
    });
  const throttle = deps.throttle ?? secretThrottle('revalidate', wrongSecretLimiter());
  const body = await readWebhookBody(request, client, throttle, MAX_WEBHOOK_BYTES);
  if (!body.ok) return body.response;
  const parsed = parseWebhook(new TextDecoder().decode(body.bytes));
  // Without the right secret nothing else is said about the body.
  const given = parsed.ok ? parsed.payload.secret : parsed.secret;
  if (!secretsMatch(given, secret)) return refuseSecret(throttle, client);
  if (!parsed.ok) return json(400, { error: parsed.message });
  const { payload } = parsed;
  if (payload.type === 'test-trigger') return json(200, { ok: true, type: payload.type });
  if (payload.type !== 'api-update') return json(200, { ok: true, type: payload.type, ignored: true });
  (deps.refresh ?? refreshContentClient)();
  const change = await describeChange(payload.documents, (deps.client ?? getContentClient)());
  (deps.publish ?? broadcastContentChange)(change);
  return json(200, {
    ok: true,
    type: payload.type,
    documents: change.ids.length,
    types: change.types,
    everything: change.everything,
  });
}
