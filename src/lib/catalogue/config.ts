import type { CatalogueConfig } from '@storefront/catalogue';
import { appConfig, type AppConfig } from '../config';

/**
 * How the storefront reaches the catalogue, from the one configuration (src/lib/config.ts): a remote
 * catalogue at CATALOGUE_API_URL, else the one embedded in this process.
 */
export const catalogueClientConfig = (): AppConfig['catalogue'] => appConfig().catalogue;

/**
 * The embedded catalogue's settings (DATABASE_URL, CATALOGUE_DATA_DIR, CATALOGUE_SCALE) as the catalogue
 * package takes them, from the storefront's configuration validated at start.
 * @example embeddedCatalogueConfig({ databaseUrl: undefined, catalogueDataDir: '/tmp/c', catalogueScale: 'test', storeDataDir: '' }).CATALOGUE_DATA_DIR === '/tmp/c'
 */
export function embeddedCatalogueConfig(
  databases: AppConfig['databases'] = appConfig().databases,
): CatalogueConfig {
  return {
    DATABASE_URL: databases.databaseUrl,
    CATALOGUE_DATA_DIR: databases.catalogueDataDir,
    CATALOGUE_SCALE: databases.catalogueScale,
  };
}
