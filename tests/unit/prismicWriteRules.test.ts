import { describe, expect, it } from 'vitest';
import { assetFilename, isSitePath } from '../../scripts/prismic/lib/localAssets';
import { documentTitle } from '../../scripts/prismic/lib/migrateDocuments';
import { assetPaths, migrationData, type DataContext } from '../../scripts/prismic/lib/migrationData';
import { planModels, summariseModelPlan } from '../../scripts/prismic/lib/pushModels';
import { retryDelayMs, retryingFetch } from '../../scripts/prismic/lib/retryingFetch';
import { readWriteConfig, repositoryNameOf } from '../../scripts/prismic/lib/writeConfig';

const image = { url: '/media/a/0.webp', dimensions: { width: 10, height: 5 }, alt: 'A' };

describe('write configuration', () => {
  it('reads the repository name from a name or a Prismic endpoint', () => {
    expect(repositoryNameOf('my-repo')).toBe('my-repo');
    expect(repositoryNameOf('https://my-repo.cdn.prismic.io/api/v2')).toBe('my-repo');
    expect(() => repositoryNameOf('http://127.0.0.1:9999/api/v2')).toThrow(/PRISMIC_REPOSITORY/);
    expect(() => repositoryNameOf('my repo')).toThrow(/not a Prismic repository name/);
  });

  it('names the missing variable', () => {
    expect(() => readWriteConfig({})).toThrow(/set PRISMIC_REPOSITORY/);
    expect(() => readWriteConfig({ PRISMIC_REPOSITORY: 'r', PRISMIC_WRITE_TOKEN: ' ' })).toThrow(
      /set PRISMIC_WRITE_TOKEN/,
    );
    expect(readWriteConfig({ PRISMIC_REPOSITORY: ' r ', PRISMIC_WRITE_TOKEN: 't' })).toEqual({
      repositoryName: 'r',
      writeToken: 't',
      accessToken: undefined,
      endpoints: {},
    });
  });
});

describe('retries', () => {
  it('waits what retry-after says, else backs off, never more than a minute', () => {
    expect(retryDelayMs('3', 0, 1000)).toBe(3000);
    expect(retryDelayMs(null, 2, 1000)).toBe(4000);
    expect(retryDelayMs('soon', 0, 500)).toBe(500);
    expect(retryDelayMs('3600', 0, 1000)).toBe(60_000);
  });

  it('asks again on 503 and returns the last answer when it keeps failing', async () => {
    const statuses = [503, 200];
    const waits: number[] = [];
    const ok = retryingFetch(async () => new Response('', { status: statuses.shift() ?? 500 }), {
      sleep: async (ms) => void waits.push(ms),
    });
    expect((await ok('http://x/')).status).toBe(200);
    expect(waits).toEqual([1000]);
    const down = retryingFetch(async () => new Response('', { status: 500 }), {
      sleep: async () => undefined,
    });
    expect((await down('http://x/')).status).toBe(500);
    let calls = 0;
    const limited = retryingFetch(
      async () => {
        calls += 1;
        return new Response('', { status: 429 });
      },
      { retries: 2, sleep: async () => undefined },
    );
    expect((await limited('http://x/')).status).toBe(429);
    expect(calls).toBe(3);
  });
});

describe('model plan', () => {
  const page = { id: 'page', label: 'Page', repeatable: true, status: true, json: {} };
  it('inserts the missing, updates the different, leaves the same, reports the repository’s extras', () => {
    const plan = planModels(
      { customTypes: [page, { ...page, id: 'news' }], slices: [] } as never,
      {
        customTypes: [
          { ...page, id: 'news', label: 'Old' },
          { ...page, id: 'gone' },
        ],
        slices: [],
      } as never,
    );
    expect(plan.steps).toEqual([
      { kind: 'custom type', id: 'page', action: 'insert' },
      { kind: 'custom type', id: 'news', action: 'update' },
    ]);
    expect(plan.onlyInRepository).toEqual([{ kind: 'custom type', id: 'gone' }]);
    expect(summariseModelPlan(plan, false).at(-1)).toBe('1 inserted, 1 updated, 0 unchanged');
    expect(summariseModelPlan(plan, true).at(-1)).toBe('1 to insert, 1 to update, 0 unchanged');
  });
});

describe('migration data', () => {
  const asset = { id: 'Zasset1', url: 'https://images.prismic.io/r/a.webp', width: 10, height: 5 };
  const context = (
    links: Record<string, { id: string } | undefined>,
  ): DataContext & { warnings: string[] } => {
    const warnings: string[] = [];
    return {
      warnings,
      assetOf: (path) => (path === image.url ? (asset as never) : undefined),
      documentOf: (id) => links[id],
      warn: (message) => void warnings.push(message),
    };
  };

  it('finds the files of images, thumbnails and media links, not paths in text', () => {
    const data = {
      banner: { ...image, mobile: { ...image, url: '/media/a/0-mobile.webp' } },
      video: { link_type: 'Media', url: '/media/videos/rome.mp4' },
      text: '/media/a/1.webp',
      remote: { url: 'https://example.com/x.webp', dimensions: { width: 1, height: 1 } },
    };
    expect([...assetPaths(data)].sort()).toEqual([
      '/media/a/0-mobile.webp',
      '/media/a/0.webp',
      '/media/videos/rome.mp4',
    ]);
  });

  it('points images at their assets and document links at the repository’s documents', () => {
    const ctx = context({ 'local-about': { id: 'Zdoc1' } });
    const data = migrationData(
      {
        banner: image,
        related: { link_type: 'Document', id: 'local-about', text: 'About' },
        broken: { link_type: 'Document', id: 'nowhere' },
        caption: 'kept',
      },
      ctx,
    );
    expect(data).toEqual({
      banner: {
        id: 'Zasset1',
        url: asset.url,
        dimensions: { width: 10, height: 5 },
        edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
        alt: 'A',
        copyright: null,
      },
      related: { link_type: 'Document', id: 'Zdoc1', text: 'About' },
      broken: { link_type: 'Any' },
      caption: 'kept',
    });
    expect(ctx.warnings).toEqual([
      'data.broken: links to document nowhere, which is not migrated; left empty',
    ]);
  });
});

describe('names', () => {
  it('gives assets the path’s folders as a name and documents their title', () => {
    expect(assetFilename('/media/banners/rome/0.webp?w=800')).toBe('banners-rome-0.webp');
    expect(isSitePath('/media/x.webp')).toBe(true);
    expect(isSitePath('//cdn.example.com/x.webp')).toBe(false);
    const base = { type: 'microsite', uid: 'louvre', lang: 'en-us' };
    expect(
      documentTitle({ ...base, data: { title: [{ type: 'heading1', text: 'Louvre', spans: [] }] } }),
    ).toBe('Louvre');
    expect(documentTitle({ ...base, data: { meta_title: 'Meta' } })).toBe('Meta');
    expect(documentTitle({ ...base, data: {} })).toBe('microsite louvre (en-us)');
  });
});
