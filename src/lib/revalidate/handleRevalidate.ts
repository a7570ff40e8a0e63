import type { Client } from '@prismicio/client';
import type { ContentChange } from '../cache/contentChanges';
import { broadcastContentChange } from '../cache/peerBroadcast';
import { readConfig } from '../config';
import { getContentClient, refreshContentClient } from '../content';
import {
  MAX_LOOKED_UP_IDS,
  MAX_WEBHOOK_BYTES,
  parseWebhook,
  secretsMatch,
} from '../rules/revalidate/webhook';
import { webhookJson as json } from './webhookJson';

export interface RevalidateDeps {
  secret?: string | undefined;
  /** The current (fresh) content client, to learn the touched documents' types and uids. */
  client?: () => Client;
  refresh?: () => void;
  publish?: (change: ContentChange) => void;
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
    console.error(new Error('[revalidate] touched documents could not be read', { cause: error }));
    return { ...base, everything: true };
  }
}

/**
 * POST /api/revalidate: Prismic's webhook. The secret is compared in constant time; an `api-update`
 * drops the content client's cached ref and every in-process cache that used a touched document;
 * a `test-trigger` only answers. Unset secret: the endpoint is disabled (503, and says why).
 */
export async function handleRevalidate(request: Request, deps: RevalidateDeps = {}): Promise<Response> {
  const secret = 'secret' in deps ? deps.secret : readConfig().prismicWebhookSecret;
  if (!secret)
    return json(503, {
      error: 'The webhook is disabled: set PRISMIC_WEBHOOK_SECRET to the secret of the Prismic webhook.',
    });
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_WEBHOOK_BYTES) return json(413, { error: 'The body is too large.' });
  const text = await request.text();
  if (text.length > MAX_WEBHOOK_BYTES) return json(413, { error: 'The body is too large.' });
  const parsed = parseWebhook(text);
  // Without the right secret nothing else is said about the body.
  const given = parsed.ok ? parsed.payload.secret : parsed.secret;
  if (!secretsMatch(given, secret)) return json(401, { error: 'Wrong or missing secret.' });
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
