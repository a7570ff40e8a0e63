import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { onInvalidation, type Invalidation } from './cacheTags';
import type { ContentChange } from './invalidation';
import {
  REDIS_CHANNEL,
  applyLocally,
  broadcastCatalogueChange,
  broadcastContentChange,
  broadcastInvalidation,
  parseEnvelope,
  startPeerBroadcast,
} from './peerBroadcast';

const change: ContentChange = {
  ids: ['X1'],
  types: ['news_page'],
  uids: [],
  unknownIds: [],
  everything: false,
};
const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('parseEnvelope', () => {
  it('reads the three kinds of message, from text or objects', () => {
    expect(
      parseEnvelope(JSON.stringify({ from: 'n1', message: { kind: 'content', change } }))?.message,
    ).toEqual({
      kind: 'content',
      change,
    });
    expect(parseEnvelope({ from: 'n1', message: { kind: 'tags', tags: 'all' } })?.message).toEqual({
      kind: 'tags',
      tags: 'all',
    });
    expect(
      parseEnvelope({
        from: 'n1',
        message: { kind: 'catalogue', change: { tgids: [101], collectionIds: [], cityCodes: ['ROME'] } },
      })?.message.kind,
    ).toBe('catalogue');
  });
  it('refuses anything malformed', () => {
    expect(parseEnvelope('{not json')).toBeUndefined();
    expect(parseEnvelope({ from: 'n1', message: { kind: 'drop-database' } })).toBeUndefined();
    expect(
      parseEnvelope({
        from: 'n1',
        message: { kind: 'catalogue', change: { tgids: [-1], collectionIds: [], cityCodes: [] } },
      }),
    ).toBeUndefined();
    expect(parseEnvelope(null)).toBeUndefined();
  });
});

describe('applyLocally', () => {
  it('turns every kind into tags on the one bus (a content or catalogue message from an older node too)', () => {
    const seen: Invalidation[] = [];
    stops.push(onInvalidation((i) => seen.push(i)));
    applyLocally({ kind: 'content', change });
    applyLocally({ kind: 'catalogue', change: { tgids: [101], collectionIds: [], cityCodes: [] } });
    applyLocally({ kind: 'tags', tags: ['tgid:7'] });
    expect(seen).toEqual([
      { tags: ['doc:X1', 'type:news_page'] },
      { tags: ['tgid:101'] },
      { tags: ['tgid:7'] },
    ]);
  });
});

describe('broadcasting a change', () => {
  it('applies its tags here (and sends them as tags to the peers)', () => {
    const seen: Invalidation[] = [];
    stops.push(onInvalidation((i) => seen.push(i)));
    broadcastContentChange(change);
    broadcastCatalogueChange({ tgids: [4040], collectionIds: [17], cityCodes: [] });
    broadcastContentChange({ ...change, everything: true });
    expect(seen).toEqual([
      { tags: ['doc:X1', 'type:news_page'] },
      { tags: ['tgid:4040', 'collection:17'] },
      { all: true },
    ]);
  });
});

// A real Redis when REDIS_TEST_URL is set (CI sets redis://127.0.0.1:6379/15).
const url = process.env['REDIS_TEST_URL'];
describe.skipIf(!url)('through Redis', () => {
  it('sends this process’s invalidations and applies other nodes’ ones, not its own echo', async () => {
    startPeerBroadcast(url);
    const listener = new Redis(url ?? '');
    const sender = new Redis(url ?? '');
    try {
      const heard: string[] = [];
      await listener.subscribe(REDIS_CHANNEL);
      listener.on('message', (_channel: string, text: string) => heard.push(text));
      const applied: Invalidation[] = [];
      stops.push(onInvalidation((invalidation) => applied.push(invalidation)));
      await new Promise((resolve) => setTimeout(resolve, 200)); // the subscriber connects
      broadcastInvalidation(['tgid:4040']);
      await sender.publish(
        REDIS_CHANNEL,
        JSON.stringify({ from: 'another-node', message: { kind: 'tags', tags: ['city:ROME'] } }),
      );
      await sender.publish(REDIS_CHANNEL, 'garbage');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        heard.some((text) => parseEnvelope(text)?.message.kind === 'tags' && text.includes('tgid:4040')),
      ).toBe(true);
      // Once locally when broadcast (its Redis echo is ignored), once from the other node.
      expect(applied.filter((i) => 'tags' in i && i.tags.includes('tgid:4040'))).toHaveLength(1);
      expect(applied).toContainEqual({ tags: ['city:ROME'] });
    } finally {
      listener.disconnect();
      sender.disconnect();
    }
  });
});
