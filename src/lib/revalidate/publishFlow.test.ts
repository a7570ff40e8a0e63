import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentChangeTags, type ContentChange } from '../cache/invalidation';
import { createContentClient } from '../content/contentClient';
import { createDirectoryRepository } from '../content/local/directorySource';
import { createChromeLoader } from '../views/chrome';
import type { Site } from '../sites/site';

const site: Site = {
  domain: 'example-tickets.com',
  alias: 'example',
  name: 'Example Tickets',
  tagline: '',
  themeColor: '#123456',
  languages: ['en'],
  cityCode: undefined,
  subdomainHosting: false,
  designV3: true,
  localized: {},
};
const header = (label: string) =>
  JSON.stringify({
    id: 'example-header-en',
    uid: 'example-tickets_com',
    type: 'common_header',
    lang: 'en-us',
    data: { navigation: [{ label, path: '/guided-tours/' }] },
  });

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a published file change reaches the next request', () => {
  it('drops the cached header of that site (well within its 5 s cache time)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'publish-'));
    mkdirSync(join(dir, 'example'), { recursive: true });
    writeFileSync(join(dir, 'example', 'header.json'), header('Guided tours'));
    const changes: ContentChange[] = [];
    let invalidate: (change: ContentChange) => void = () => undefined;
    // As in the server (content/index.ts): a publication gives a fresh client, which asks for the new ref.
    let client: ReturnType<typeof createContentClient> | undefined;
    const repository = createDirectoryRepository(dir, {
      checkIntervalMs: 0,
      log: () => undefined,
      onChange: (change) => {
        changes.push(change);
        client = undefined;
        invalidate(change);
      },
    });
    const load = createChromeLoader({
      content: () => (client ??= createContentClient({ kind: 'local', repository })),
      catalogue: { getCurrencyList: () => Promise.reject(new Error('offline')) },
      log: () => undefined,
    });
    // As the bus does it: the change as its tags (lib/cache/invalidation.ts).
    invalidate = (change) => load.invalidate(contentChangeTags(change));
    const labels = async () =>
      ((await load({ site, language: 'en', request: {} })).header?.navigation ?? []).map((item) =>
        'label' in item ? item.label : '',
      );
    expect(await labels()).toEqual(['Guided tours']);
    writeFileSync(join(dir, 'example', 'header.json'), header('Tours with a guide'));
    // The next request's page lookup reads the folder; the change is published to the caches.
    repository();
    expect(changes.map((change) => change.ids)).toEqual([['example-header-en']]);
    expect(await labels()).toEqual(['Tours with a guide']);
  });
});
