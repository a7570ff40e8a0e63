/**
 * The catalogue stand-in's public entry (spec 000 §7): the HTTP handler of its endpoints, the catalogue
 * embedded in a storefront process (opened, migrated and seeded on first use), its server for running
 * it as a process of its own, and what tools need to open and seed its database. The storefront imports
 * this, `./contract`, `./answers` (types) and, in tests, `./testing`: never a file below `src/`.
 */
export {
  answerCatalogueCall,
  createCatalogueAnswerer,
  createCatalogueHandler,
  handleCatalogueRequest,
} from './api/router.ts';
export type { CatalogueAnswer } from './api/responses.ts';
export type { CatalogueCall } from './api/route.ts';
export { readCatalogueConfig, type CatalogueConfig } from './config.ts';
export { openCatalogueDb, type CatalogueDb, type DbTarget } from './db/open.ts';
export {
  catalogueDatabaseReady,
  closeCatalogueContext,
  embeddedMediaFacts,
  getCatalogueContext,
} from './embedded.ts';
export { DEFAULT_SEED, SCALES, type ScaleName } from './seed/scales.ts';
export { seedCatalogue } from './seed/seedCatalogue.ts';
export { closeGracefully, createCatalogueServer } from './server/catalogueServer.ts';
export { createContext, type CatalogueContext } from './service/context.ts';
export type { MediaFacts } from './service/mediaFacts.ts';
export type { MediaRef } from './contract/mediaPaths.ts';
