import {
  asText,
  createMigration,
  createWriteClient,
  type PrismicDocument,
  type WriteClient,
} from '@prismicio/client';
import type { StoredDocument } from '../../../src/lib/content/local/prismicDocument.ts';
import { isPrismicUid } from '../../../src/lib/content/prismicUid.ts';
import type { AssetSource } from './localAssets.ts';
import { assetPaths, migrationData, type Asset } from './migrationData.ts';
import type { FetchFn } from './retryingFetch.ts';
import type { WriteConfig } from './writeConfig.ts';

/** The note an uploaded asset carries: the site path it came from, so that a later run finds it. */
export const ASSET_NOTE_PREFIX = 'storefront:';

export interface MigrateOptions {
  config: WriteConfig;
  fetch: FetchFn;
  assets: AssetSource;
  /** Plan only: read the repository, write nothing. */
  dryRun?: boolean;
  /** Publish the migration release afterwards (otherwise an editor reviews and publishes it). */
  publish?: boolean;
  log?: (line: string) => void;
}

export interface MigrationReport {
  /** `type uid lang` of the documents created (or, in a dry run, to create). */
  created: string[];
  /** Documents the repository had already: left as they are. */
  existing: number;
  assetsUploaded: number;
  assetsReused: number;
  warnings: string[];
}

/** One document's identity across repositories: its type, uid and language (a singleton: type and language). */
const keyOf = (document: { type: string; uid?: string | null | undefined; lang: string }) =>
  `${document.type} ${document.uid ?? '(singleton)'} ${document.lang}`;

/**
 * The name an editor sees in Prismic's document list: the document's title (rich text or text), else
 * its meta title or site name, else its type and uid.
 * @example documentTitle({ type: 'microsite', uid: 'a', lang: 'en-us', data: { title: [{ type: 'heading1', text: 'Louvre', spans: [] }] } }) === 'Louvre'
 */
export function documentTitle(document: Pick<StoredDocument, 'type' | 'uid' | 'lang' | 'data'>): string {
  for (const field of ['title', 'meta_title', 'site_name', 'name']) {
    const value = document.data[field];
    const text = Array.isArray(value) ? asText(value as Parameters<typeof asText>[0]) : value;
    if (typeof text === 'string' && text.trim() !== '') return text.trim().slice(0, 200);
  }
  return `${document.type} ${document.uid ?? ''} (${document.lang})`.replace(/\s+/g, ' ');
}

/** Every document the repository answers on any ref it lists (master, and releases the token can see). */
async function repositoryDocuments(client: WriteClient): Promise<Map<string, PrismicDocument>> {
  const repository = await client.getRepository();
  const found = new Map<string, PrismicDocument>();
  for (const { ref } of repository.refs) {
    for (const document of await client.dangerouslyGetAll({ ref, lang: '*' }))
      if (!found.has(keyOf(document))) found.set(keyOf(document), document);
  }
  return found;
}

/** The repository's media library, by the site path noted on each asset this script uploaded. */
async function uploadedAssets(options: MigrateOptions): Promise<Map<string, Asset>> {
  const endpoint = `${(options.config.endpoints.assets ?? 'https://asset-api.prismic.io').replace(/\/+$/, '')}/assets`;
  const byPath = new Map<string, Asset>();
  let cursor: string | undefined;
  do {
    const url = `${endpoint}?limit=1000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const response = await options.fetch(url, {
      headers: {
        authorization: `Bearer ${options.config.writeToken}`,
        repository: options.config.repositoryName,
      },
    });
    if (!response.ok) throw new Error(`the Asset API answered ${response.status} to GET ${url}`);
    const page = (await response.json()) as { items: Asset[]; cursor?: string };
    for (const asset of page.items)
      if (asset.notes?.startsWith(ASSET_NOTE_PREFIX))
        byPath.set(asset.notes.slice(ASSET_NOTE_PREFIX.length), asset);
    cursor = page.items.length > 0 ? page.cursor : undefined;
  } while (cursor);
  return byPath;
}

function writeClientOf({ config, fetch }: MigrateOptions): WriteClient {
  const { endpoints } = config;
  return createWriteClient(config.repositoryName, {
    writeToken: config.writeToken,
    fetch,
    ...(config.accessToken ? { accessToken: config.accessToken } : {}),
    ...(endpoints.documents ? { documentAPIEndpoint: endpoints.documents } : {}),
    ...(endpoints.migration ? { migrationAPIEndpoint: endpoints.migration.replace(/\/+$/, '') } : {}),
    ...(endpoints.assets ? { assetAPIEndpoint: endpoints.assets.replace(/\/+$/, '') } : {}),
  });
}

/**
 * Loads documents into the repository through the Migration API, idempotently: documents the repository
 * has already (same type, uid and language, on any ref it lists) are left alone; the others are created
 * in its migration release, translations tied to their master-language document, images and media
 * uploaded once (an asset uploaded by an earlier run is found again by its note) and document links
 * pointing at the repository's documents. Stops before writing anything when a uid is not a valid
 * Prismic UID.
 */
export async function migrateDocuments(
  documents: readonly StoredDocument[],
  options: MigrateOptions,
): Promise<MigrationReport> {
  const log = options.log ?? (() => undefined);
  const client = writeClientOf(options);
  const existing = await repositoryDocuments(client);
  const pending = documents.filter((document) => !existing.has(keyOf(document)));
  const report: MigrationReport = {
    created: pending.map(keyOf),
    existing: documents.length - pending.length,
    assetsUploaded: 0,
    assetsReused: 0,
    warnings: [],
  };
  const badUids = pending.filter((document) => document.uid !== null && !isPrismicUid(document.uid));
  if (badUids.length > 0)
    throw new Error(
      `${badUids.length} document(s) have a uid Prismic refuses (letters, digits, - and _ only), e.g. ${badUids
        .slice(0, 3)
        .map(keyOf)
        .join(', ')}: nothing was written`,
    );
  if (pending.length === 0) return report;

  const paths = new Set<string>();
  for (const document of pending) assetPaths(document.data, paths);
  const assetByPath = await uploadedAssets(options);
  const missing = [...paths].filter((path) => !assetByPath.has(path));
  report.assetsReused = paths.size - missing.length;
  report.assetsUploaded = missing.length;
  if (options.dryRun) return report;

  // Assets first, in a migration of their own, so that every field below points at a known asset.
  const assetMigration = createMigration();
  const uploads = new Map<string, ReturnType<typeof assetMigration.createAsset>>();
  for (const path of missing) {
    const { bytes, filename, contentType } = await options.assets(path);
    const file = new File([bytes], filename, { type: contentType });
    uploads.set(path, assetMigration.createAsset(file, filename, { notes: `${ASSET_NOTE_PREFIX}${path}` }));
  }
  if (uploads.size > 0) {
    log(`Uploading ${uploads.size} assets`);
    await client.migrate(assetMigration);
    for (const [path, upload] of uploads) if (upload.asset) assetByPath.set(path, upload.asset);
  }

  const migration = createMigration();
  const created = new Map<string, ReturnType<typeof migration.createDocument>>();
  const localById = new Map(documents.map((document) => [document.id, document]));
  const repositoryDocumentOf = (localId: string) => {
    const local = localById.get(localId);
    return local && existing.get(keyOf(local));
  };
  const context = {
    assetOf: (path: string) => assetByPath.get(path),
    documentOf: (localId: string) =>
      created.has(localId) ? () => created.get(localId) : repositoryDocumentOf(localId),
    warn: (message: string) => report.warnings.push(message),
  };
  const masterLocale = (await client.getRepository()).languages[0]?.id;
  for (const document of pending) {
    const data = migrationData(document.data, context) as Record<string, unknown>;
    const masterId = document.alternate_languages.find((alternate) => alternate.lang === masterLocale)?.id;
    const master =
      document.lang === masterLocale || !masterId
        ? undefined
        : created.has(masterId)
          ? () => created.get(masterId)
          : repositoryDocumentOf(masterId);
    created.set(
      document.id,
      migration.createDocument(
        {
          type: document.type,
          ...(document.uid === null ? {} : { uid: document.uid }),
          lang: document.lang,
          tags: document.tags,
          data,
        },
        documentTitle(document),
        master ? { masterLanguageDocument: master } : {},
      ),
    );
  }
  log(`Creating ${pending.length} documents in the migration release`);
  await client.migrate(migration, {
    reporter: (event) => {
      if (event.type === 'documents:created')
        log(`${event.data.created} documents created, now filling them in`);
    },
  });
  if (options.publish) {
    const { totalItems } = await client.publishMigrationRelease();
    log(`Published the migration release (${totalItems} documents)`);
  }
  return report;
}

/**
 * The lines the script prints after a run.
 * @example summariseMigration({ created: [], existing: 12, … }, false) → ['0 documents created, 12 already in the repository (left as they are), 0 assets uploaded, 0 reused']
 */
export function summariseMigration(report: MigrationReport, dryRun: boolean): string[] {
  const verb = dryRun ? 'to create' : 'created';
  return [
    ...report.created.map((key) => `${verb}: ${key}`),
    ...report.warnings.map((warning) => `warning: ${warning}`),
    `${report.created.length} documents ${verb}, ${report.existing} already in the repository (left as they are), ` +
      `${report.assetsUploaded} assets ${dryRun ? 'to upload' : 'uploaded'}, ${report.assetsReused} reused`,
    ...(report.created.length === 0 ? ['Nothing to do: the repository has every document.'] : []),
  ];
}
