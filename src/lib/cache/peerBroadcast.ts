import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { publishInvalidation } from './cacheTags';
import {
  catalogueChangeTags,
  contentChangeTags,
  invalidateCatalogue,
  invalidateContent,
  type CatalogueChange,
  type ContentChange,
} from './invalidation';
import { appConfig } from '../config';
import { logger } from '../log/logger';

const log = logger('peers');

/**
 * Invalidations reach every storefront process (docs/page-cache.md, "Past one process"): a publication
 * or catalogue event handled by one process is applied there and sent to its peers — the other workers
 * of the same machine through the cluster primary (IPC), and every node through Redis pub/sub when
 * `REDIS_URL` is set. A peer applies what it receives locally and never sends it on. Since issue 23 every
 * change travels as its cache tags (`lib/cache/invalidation.ts`); a `content` or `catalogue` message from a
 * node of an earlier version is still understood (turned into tags here) during a rolling deploy.
 */
export type PeerMessage =
  | { kind: 'content'; change: ContentChange }
  | { kind: 'catalogue'; change: CatalogueChange }
  | { kind: 'tags'; tags: readonly string[] | 'all' };

export const REDIS_CHANNEL = 'storefront:invalidate';
export const IPC_TYPE = 'storefront:peer';
const NODE_ID = randomUUID();

const strings = z.array(z.string().max(200)).max(10_000);
const envelope = z.object({
  from: z.string().max(64),
  message: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('content'),
      change: z.object({
        ids: strings,
        types: strings,
        uids: strings,
        unknownIds: strings,
        everything: z.boolean(),
      }),
    }),
    z.object({
      kind: z.literal('catalogue'),
      change: z.object({
        tgids: z.array(z.number().int().positive()).max(10_000),
        collectionIds: z.array(z.number().int().positive()).max(10_000),
        cityCodes: strings,
      }),
    }),
    z.object({ kind: z.literal('tags'), tags: z.union([strings, z.literal('all')]) }),
  ]),
});

/** A peer's message, or undefined for anything malformed (a peer is trusted, its bytes are not). */
export function parseEnvelope(value: unknown): { from: string; message: PeerMessage } | undefined {
  const parsed = envelope.safeParse(typeof value === 'string' ? safeJson(value) : value);
  return parsed.success ? parsed.data : undefined;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Applies a message in this process only. */
export function applyLocally(message: PeerMessage): void {
  if (message.kind === 'content') invalidateContent(message.change);
  else if (message.kind === 'catalogue') invalidateCatalogue(message.change);
  else publishInvalidation(message.tags);
}

type Send = (envelope: { from: string; message: PeerMessage }) => void;
const senders: Send[] = [];

/** Applies a content change here and sends it to every peer. */
export function broadcastContentChange(change: ContentChange): void {
  broadcast({ kind: 'tags', tags: contentChangeTags(change) });
}

/** Applies a catalogue change here (answer caches, page tags) and sends it to every peer. */
export function broadcastCatalogueChange(change: CatalogueChange): void {
  broadcast({ kind: 'tags', tags: catalogueChangeTags(change) });
}

/** Invalidates these tags (or everything) here and in every peer. */
export function broadcastInvalidation(tags: readonly string[] | 'all'): void {
  broadcast({ kind: 'tags', tags });
}

function broadcast(message: PeerMessage): void {
  applyLocally(message);
  for (const send of senders) {
    try {
      send({ from: NODE_ID, message });
    } catch (error) {
      log.error({ err: error }, 'an invalidation could not be sent');
    }
  }
}

function receive(value: unknown): void {
  const parsed = parseEnvelope(value);
  if (parsed && parsed.from !== NODE_ID) applyLocally(parsed.message);
}

let started = false;

/**
 * Connects this process to its peers once: the cluster primary when this is a worker, Redis when
 * `REDIS_URL` is set. Redis down: messages are lost meanwhile (pages still expire within a minute),
 * and the client reconnects by itself.
 */
export function startPeerBroadcast(url: string | undefined = appConfig().redis.url): void {
  if (started) return;
  started = true;
  if (cluster.isWorker && typeof process.send === 'function') {
    senders.push((value) => process.send?.({ type: IPC_TYPE, envelope: value }));
    process.on('message', (data: unknown) => {
      if (data && typeof data === 'object' && (data as { type?: unknown }).type === IPC_TYPE)
        receive((data as { envelope?: unknown }).envelope);
    });
  }
  if (url) {
    const options = { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false } as const;
    const publisher = new Redis(url, options);
    const subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    const quiet = (error: Error) => log.error({ err: error }, 'Redis');
    publisher.on('error', quiet);
    subscriber.on('error', quiet);
    void subscriber.subscribe(REDIS_CHANNEL).catch(quiet);
    subscriber.on('message', (_channel: string, text: string) => receive(text));
    senders.push((value) => {
      publisher.publish(REDIS_CHANNEL, JSON.stringify(value)).catch(quiet);
    });
  }
}
