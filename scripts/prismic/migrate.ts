/**
 * `npm run prismic:migrate [-- --dry-run] [--publish] [--content <dir>] [--private]`: loads the demo
 * documents (`src/content`, published ones: not `_drafts/` nor `_releases/`) and the pictures and videos
 * they point at into the Prismic repository `PRISMIC_REPOSITORY` through the Migration and Asset APIs,
 * with the write token `PRISMIC_WRITE_TOKEN` (`PRISMIC_ACCESS_TOKEN` too for a private repository).
 * Idempotent: documents the repository has (type, uid, language) are left alone, assets uploaded once.
 * The documents land in the repository's migration release; `--publish` publishes it. `--private` also
 * loads the private documents (`src/content-private`: promo codes) into the same repository, and only
 * when it is private (refuses anonymous reads). `--documents-api`, `--migration-api`, `--asset-api`
 * talk to other endpoints (a proxy, the tests' fake). docs/prismic.md.
 * @example PRISMIC_REPOSITORY=my-repo PRISMIC_WRITE_TOKEN=… npm run prismic:migrate -- --dry-run
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { closeCatalogueContext, embeddedMediaFacts, readCatalogueConfig } from '@storefront/catalogue';
import { Cache } from '../../src/lib/cache/cache.ts';
import { createMediaHandler, type Rendition } from '../../src/lib/media/mediaHandler.ts';
import { mediaSubject } from '../../src/lib/media/mediaSubject.ts';
import { rasteriseWebp } from '../../src/lib/media/rasterise.ts';
import { createLocalAssetSource } from './lib/localAssets.ts';
import { readLocalDocuments } from './lib/localDocuments.ts';
import { readContentModels } from './lib/localModels.ts';
import { migrateDocuments, summariseMigration } from './lib/migrateDocuments.ts';
import { assertPrivateRepository } from './lib/repositoryVisibility.ts';
import { retryingFetch } from './lib/retryingFetch.ts';
import { readWriteConfig } from './lib/writeConfig.ts';

const fail = (message: string): never => {
  console.error(`prismic:migrate: ${message}`);
  process.exit(1);
};

try {
  const { values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      publish: { type: 'boolean', default: false },
      private: { type: 'boolean', default: false },
      content: { type: 'string', default: 'src/content' },
      models: { type: 'string', default: '.' },
      'private-content': { type: 'string', default: 'src/content-private' },
      'public-dir': { type: 'string', default: 'public' },
      'documents-api': { type: 'string' },
      'migration-api': { type: 'string' },
      'asset-api': { type: 'string' },
    },
  });
  const config = readWriteConfig(process.env, {
    documents: values['documents-api'],
    migration: values['migration-api'],
    assets: values['asset-api'],
  });
  const fetch = retryingFetch(globalThis.fetch.bind(globalThis), { log: (line) => console.warn(line) });
  const models = readContentModels(resolve(values.models));
  const loaded = readLocalDocuments(resolve(values.content), { models });
  const documents = [...loaded.documents];
  const problems = [...loaded.problems];
  if (values.private) {
    await assertPrivateRepository(config, fetch);
    const secret = readLocalDocuments(resolve(values['private-content']), {
      models,
      privateTypes: true,
    });
    documents.push(...secret.documents);
    problems.push(...secret.problems);
  }
  if (problems.length > 0)
    fail(
      `${problems.length} content problem(s), fix them first:\n  ${problems
        .map((problem) => `${problem.file} › ${problem.field}: ${problem.message}`)
        .join('\n  ')}`,
    );
  const dryRun = values['dry-run'];
  console.log(
    `${dryRun ? 'Plan for' : 'Migrating'} ${documents.length} documents to ${config.repositoryName}`,
  );
  // The demo's /media/… pictures are drawn by the site's own media endpoint, from the embedded catalogue.
  const media = createMediaHandler({
    subjectOf: async (ref) => {
      const facts = await embeddedMediaFacts(readCatalogueConfig(), ref);
      return facts && mediaSubject(ref, facts);
    },
    rasterise: rasteriseWebp,
    cache: new Cache<Rendition>({ maxEntries: 1 }),
  });
  const report = await migrateDocuments(documents, {
    config,
    fetch,
    assets: createLocalAssetSource({ publicDir: resolve(values['public-dir']), media }),
    dryRun,
    publish: values.publish,
    log: (line) => console.log(line),
  }).finally(() => closeCatalogueContext());
  for (const line of summariseMigration(report, dryRun)) console.log(line);
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  fail(`${error instanceof Error ? error.message : String(error)}${cause}`);
}
