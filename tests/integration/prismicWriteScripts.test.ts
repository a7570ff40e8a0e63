import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mediaPath } from '@storefront/catalogue/contract';
import { Cache } from '../../src/lib/cache/cache';
import { createMediaHandler, type Rendition } from '../../src/lib/media/mediaHandler';
import { rasteriseWebp } from '../../src/lib/media/rasterise';
import { createLocalAssetSource } from '../../scripts/prismic/lib/localAssets';
import { readLocalDocuments } from '../../scripts/prismic/lib/localDocuments';
import { readContentModels, readLocalModels } from '../../scripts/prismic/lib/localModels';
import { migrateDocuments, type MigrateOptions } from '../../scripts/prismic/lib/migrateDocuments';
import { pushModels } from '../../scripts/prismic/lib/pushModels';
import { retryingFetch } from '../../scripts/prismic/lib/retryingFetch';
import type { WriteConfig } from '../../scripts/prismic/lib/writeConfig';
import { startPrismicWriteApiFake, type PrismicWriteApiFake } from '../fixtures/prismicWriteApiFake';

/**
 * `prismic:push-models` and `prismic:migrate` against the local fake of Prismic's write APIs
 * (tests/fixtures/prismicWriteApiFake.ts), with the fixture models and documents of tests/fixtures:
 * first run writes everything, a second run nothing; a changed model is updated; 429 is retried and
 * a 500 reported; a missing token stops the CLI with a message naming the variable.
 */
const MODELS = resolve('tests/fixtures/prismic-models');
const CONTENT = resolve('tests/fixtures/prismic-content');
const run = promisify(execFile);

let fake: PrismicWriteApiFake;
beforeEach(async () => {
  fake = await startPrismicWriteApiFake();
});
afterEach(async () => {
  await fake.close();
});

const configOf = (api: PrismicWriteApiFake): WriteConfig => ({
  repositoryName: api.repositoryName,
  writeToken: api.writeToken,
  accessToken: undefined,
  endpoints: api.endpoints,
});
const quickFetch = retryingFetch(globalThis.fetch.bind(globalThis), { baseDelayMs: 10 });

// Pictures drawn by the site's media endpoint, with a fixed subject instead of the catalogue's facts.
const media = createMediaHandler({
  subjectOf: async (ref) => ({
    title: 'Rome',
    theme: 'skyline',
    cityCode: 'ROME',
    paletteKey: 'ROME|banner',
    layoutKey: mediaPath(ref),
    frame: 1,
  }),
  rasterise: rasteriseWebp,
  cache: new Cache<Rendition>({ maxEntries: 4 }),
});
const migrateOptions = (): MigrateOptions => ({
  config: configOf(fake),
  fetch: quickFetch,
  assets: createLocalAssetSource({ publicDir: resolve('public'), media }),
});

describe('prismic:push-models against the fake Custom Types API', () => {
  it('inserts every model, then changes nothing, then updates the one model that changed', async () => {
    const models = readLocalModels(MODELS);
    const first = await pushModels(models, { config: configOf(fake), fetch: quickFetch });
    expect(first.steps).toEqual([
      { kind: 'slice', id: 'banner', action: 'insert' },
      { kind: 'custom type', id: 'page', action: 'insert' },
      { kind: 'custom type', id: 'settings', action: 'insert' },
    ]);
    expect([...fake.customTypes.keys()].sort()).toEqual(['page', 'settings']);
    expect([...fake.slices.keys()]).toEqual(['banner']);

    const writesBefore = fake.writes().length;
    const second = await pushModels(models, { config: configOf(fake), fetch: quickFetch });
    expect(second.steps.map((step) => step.action)).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(fake.writes()).toHaveLength(writesBefore);

    const renamed = structuredClone(models);
    const settings = renamed.customTypes.find((model) => model.id === 'settings');
    if (settings) settings.label = 'Site settings';
    fake.customTypes.set('legacy', { ...structuredClone(settings), id: 'legacy' });
    const third = await pushModels(renamed, { config: configOf(fake), fetch: quickFetch });
    expect(third.steps.filter((step) => step.action !== 'unchanged')).toEqual([
      { kind: 'custom type', id: 'settings', action: 'update' },
    ]);
    expect(third.onlyInRepository).toEqual([{ kind: 'custom type', id: 'legacy' }]);
    expect((fake.customTypes.get('settings') as { label: string }).label).toBe('Site settings');
    expect(fake.customTypes.has('legacy')).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  it('writes nothing in a dry run', async () => {
    const plan = await pushModels(readLocalModels(MODELS), {
      config: configOf(fake),
      fetch: quickFetch,
      dryRun: true,
    });
    expect(plan.steps.every((step) => step.action === 'insert')).toBe(true);
    expect(fake.writes()).toEqual([]);
  });

  it('asks again after a 429, and reports a 500 that does not go away', async () => {
    fake.failNext({ method: 'GET', path: /\/customtypes$/, status: 429, retryAfter: '0' });
    await pushModels(readLocalModels(MODELS), { config: configOf(fake), fetch: quickFetch });
    expect(fake.requests.filter((request) => request.status === 429)).toHaveLength(1);
    expect(fake.customTypes.size).toBe(2);

    fake.failNext({ method: 'POST', path: /\/customtypes\/update$/, status: 500, times: 10 });
    const changed = readLocalModels(MODELS);
    const page = changed.customTypes.find((model) => model.id === 'page');
    if (page) page.label = 'Changed';
    await expect(pushModels(changed, { config: configOf(fake), fetch: quickFetch })).rejects.toThrow(
      /custom type page could not be updated/,
    );
  });

  it('refuses a malformed model before sending anything, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'models-'));
    cpSync(MODELS, dir, { recursive: true });
    const file = join(dir, 'customtypes/page/index.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"json"', '"jsonn"'));
    expect(() => readLocalModels(dir)).toThrow(/customtypes\/page\/index\.json › json/);
  });
});

describe('prismic:migrate against the fake Migration, Asset and Content APIs', () => {
  it('creates every document and asset once, translations and links tied; a second run creates nothing', async () => {
    await pushModels(readLocalModels(MODELS), { config: configOf(fake), fetch: quickFetch });
    const { documents, problems } = readLocalDocuments(CONTENT, { models: readContentModels(MODELS) });
    expect(problems).toEqual([]);
    expect(documents.map((document) => document.id).sort()).toEqual([
      'page-about-en',
      'page-home-en',
      'page-home-fr',
      'settings-en',
    ]);

    const first = await migrateDocuments(documents, migrateOptions());
    expect(fake.violations).toEqual([]);
    expect(first.created).toHaveLength(4);
    expect(first.assetsUploaded).toBe(3); // banner, its mobile crop, the video: each once
    expect(
      [...fake.assets.values()].map((asset) => [asset.filename, asset.kind, asset.width ?? null]).sort(),
    ).toEqual([
      ['banners-rome-0-mobile.webp', 'image', 800],
      ['banners-rome-0.webp', 'image', 1600],
      ['videos-rome.mp4', 'video', null],
    ]);
    const stored = [...fake.documents.values()];
    const byKey = (uid: string | undefined, lang: string) =>
      stored.find((document) => document.uid === uid && document.lang === lang);
    const homeEn = byKey('home', 'en-us');
    const homeFr = byKey('home', 'fr-fr');
    const about = byKey('about', 'en-us');
    expect(homeFr?.masterLanguageId).toBe(homeEn?.id);
    expect(homeEn?.title).toBe('Welcome to Rome');
    expect(byKey(undefined, 'en-us')?.title).toBe('Rome tickets');
    const banner = homeEn?.data['banner'] as { id: string; url: string; mobile: { id: string } };
    const bannerAsset = [...fake.assets.values()].find((asset) => asset.filename === 'banners-rome-0.webp');
    expect(banner.id).toBe(bannerAsset?.id);
    expect(banner.url).toBe(bannerAsset?.url);
    expect(banner.mobile.id).not.toBe(banner.id);
    expect(homeEn?.data['related']).toEqual({ link_type: 'Document', id: about?.id });
    const span = (homeEn?.data['body'] as { spans: { data: unknown }[] }[])[0]?.spans[0];
    expect(span?.data).toEqual({ link_type: 'Document', id: about?.id });
    expect((about?.data['video'] as { link_type: string; id: string }).link_type).toBe('Media');
    expect((about?.data['body'] as { text: string }[])[0]?.text).toContain('/media/banners/rome/0.webp');

    const writes = fake.writes().length;
    const second = await migrateDocuments(documents, migrateOptions());
    expect(second).toMatchObject({ created: [], existing: 4, assetsUploaded: 0 });
    expect(fake.writes()).toHaveLength(writes);
    expect(fake.documents.size).toBe(4);
    expect(fake.violations).toEqual([]);
  });

  it('adds a new document later: reuses the uploaded assets and links to the documents already there', async () => {
    await pushModels(readLocalModels(MODELS), { config: configOf(fake), fetch: quickFetch });
    const { documents } = readLocalDocuments(CONTENT, { models: readContentModels(MODELS) });
    const homeEn = documents.find((document) => document.id === 'page-home-en');
    const rest = documents.filter((document) => document !== homeEn && document.id !== 'page-home-fr');
    await migrateDocuments(rest, { ...migrateOptions(), publish: true });
    expect([...fake.documents.values()].every((document) => document.published)).toBe(true);
    const report = await migrateDocuments(documents, migrateOptions());
    expect(report.created.sort()).toEqual(['page home en-us', 'page home fr-fr']);
    expect(report).toMatchObject({ existing: 2, assetsUploaded: 2, assetsReused: 0 });
    const about = [...fake.documents.values()].find((document) => document.uid === 'about');
    const home = [...fake.documents.values()].find(
      (document) => document.uid === 'home' && document.lang === 'en-us',
    );
    expect(home?.data['related']).toEqual({ link_type: 'Document', id: about?.id });
    expect(fake.violations).toEqual([]);
  });

  it('stops before writing when a uid is not a valid Prismic UID', async () => {
    const { documents } = readLocalDocuments(CONTENT, { models: readContentModels(MODELS) });
    const dotted = documents.map((document) =>
      document.id === 'page-about-en' ? { ...document, uid: 'site.com.about' } : document,
    );
    await expect(migrateDocuments(dotted, migrateOptions())).rejects.toThrow(/page site\.com\.about en-us/);
    expect(fake.writes()).toEqual([]);
  });

  it('reports a Migration API that keeps failing', async () => {
    await pushModels(readLocalModels(MODELS), { config: configOf(fake), fetch: quickFetch });
    fake.failNext({ method: 'POST', path: /\/migration\/documents$/, status: 500, times: 10 });
    const { documents } = readLocalDocuments(CONTENT, { models: readContentModels(MODELS) });
    const settings = documents.filter((document) => document.type === 'settings');
    await expect(migrateDocuments(settings, migrateOptions())).rejects.toThrow(/fault 500/);
  });
});

describe('the CLIs', () => {
  const node = process.execPath;
  const env = (extra: Record<string, string>) => ({ PATH: process.env['PATH'] ?? '', ...extra });

  it('exit 1 naming PRISMIC_WRITE_TOKEN when it is missing', async () => {
    for (const script of ['scripts/prismic/push-models.ts', 'scripts/prismic/migrate.ts']) {
      const outcome = await run(node, [script], { env: env({ PRISMIC_REPOSITORY: 'my-repo' }) }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(outcome).toMatchObject({ code: 1 });
      expect((outcome as { stderr: string }).stderr).toMatch(/set PRISMIC_WRITE_TOKEN/);
    }
  });

  it('push-models runs end to end and prints its summary', async () => {
    const push = () =>
      run(
        node,
        [
          'scripts/prismic/push-models.ts',
          '--models',
          MODELS,
          '--custom-types-api',
          fake.endpoints.customTypes,
        ],
        { env: env({ PRISMIC_REPOSITORY: fake.repositoryName, PRISMIC_WRITE_TOKEN: fake.writeToken }) },
      );
    expect((await push()).stdout).toContain('3 inserted, 0 updated, 0 unchanged');
    expect((await push()).stdout).toContain('0 inserted, 0 updated, 3 unchanged');
  });
});
