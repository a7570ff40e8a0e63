import { createCatalogueAnswerer } from '@storefront/catalogue';
import { openTestCatalogue, type TestTarget } from '@storefront/catalogue/testing';
import { createCatalogueClient, type CatalogueClient } from '../client/catalogueClient.ts';
import { inProcessTransport } from '../client/transport.ts';

/**
 * The typed catalogue client on a `test`-scale catalogue, in process (what page loaders' tests use),
 * with its `close`. Failed calls are not logged: tests assert on what the pages do with them.
 */
export async function openTestCatalogueClient(
  target: TestTarget = 'pglite',
  options: { now?: () => Date } = {},
): Promise<{ client: CatalogueClient; close: () => Promise<void> }> {
  const catalogue = await openTestCatalogue(target, options);
  const client = createCatalogueClient({
    transport: inProcessTransport(createCatalogueAnswerer(async () => catalogue.ctx)),
    timeoutMs: 10_000,
    log: () => {},
  });
  return { client, close: catalogue.close };
}
