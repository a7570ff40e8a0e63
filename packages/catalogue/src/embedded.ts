import { now } from '@storefront/clock';
import type { CatalogueConfig } from './config.ts';
import { openCatalogueDb } from './db/open.ts';
import { seedCatalogue } from './seed/seedCatalogue.ts';
import { createContext, type CatalogueContext } from './service/context.ts';
import { mediaFacts, type MediaFacts } from './service/mediaFacts.ts';
import type { MediaRef } from './contract/mediaPaths.ts';

let instance: Promise<CatalogueContext> | undefined;

/**
 * The process-wide catalogue, opened lazily: PostgreSQL when DATABASE_URL is set, else PGlite in
 * CATALOGUE_DATA_DIR; migrated, and seeded at CATALOGUE_SCALE when empty. A failed open is
 * closed and forgotten so that the next request retries.
 */
export function getCatalogueContext(config: CatalogueConfig): Promise<CatalogueContext> {
  instance ??= (async () => {
    const db = await openCatalogueDb(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: config.CATALOGUE_DATA_DIR },
    );
    try {
      const result = await seedCatalogue(db, { scale: config.CATALOGUE_SCALE });
      if (result.seeded)
        console.info(`catalogue seeded at ${config.CATALOGUE_SCALE} scale in ${result.ms} ms`);
      return await createContext(db, { now });
    } catch (error) {
      // Closed, so that the retry can open it again: an open PGlite would hold its data directory, and
      // every retry would be refused as "in use by this very process".
      await db.destroy().catch(() => undefined);
      throw error;
    }
  })().catch((error: unknown) => {
    instance = undefined;
    throw new Error('catalogue database could not be opened', { cause: error });
  });
  return instance;
}

/**
 * Closes the process-wide catalogue database if it was opened (graceful shutdown): PGlite flushes and
 * releases its data directory, a PostgreSQL pool ends its connections. Safe to call more than once.
 */
export async function closeCatalogueContext(): Promise<void> {
  const opened = instance;
  instance = undefined;
  if (!opened) return;
  const context = await opened.catch(() => undefined);
  await context?.db.destroy();
}

/** Whether the process-wide catalogue database is open and answers a trivial query. */
export async function catalogueDatabaseReady(config: CatalogueConfig): Promise<boolean> {
  const context = await getCatalogueContext(config);
  await context.db.selectFrom('currency').select('code').limit(1).execute();
  return true;
}

/** The facts behind one of the embedded catalogue's pictures (the storefront's media endpoint draws them). */
export async function embeddedMediaFacts(
  config: CatalogueConfig,
  ref: MediaRef,
): Promise<MediaFacts | undefined> {
  return mediaFacts(await getCatalogueContext(config), ref);
}
