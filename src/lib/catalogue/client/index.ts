import { onCatalogueChange } from '../../cache/catalogueChanges.ts';
import { handleCatalogueRequest } from '../api/router.ts';
import { readCatalogueConfig } from '../config.ts';
import { createCatalogueClient, type CatalogueClient } from './catalogueClient.ts';
import { ResponseCache } from './responseCache.ts';
import { catalogueAnswerTouched } from './touchedAnswers.ts';
import { httpTransport, inProcessTransport } from './transport.ts';

export * from './catalogueClient.ts';
export type * from './extraCalls.ts';
export type * from './placeCalls.ts';

let client: CatalogueClient | undefined;
/** The client's answer cache; a catalogue change (POST /api/catalogue-events) drops what names its entities. */
const answers = new ResponseCache(1000);
onCatalogueChange((change) => {
  answers.drop((key) => catalogueAnswerTouched(key, change));
});

/**
 * The catalogue client of this process: a remote host when CATALOGUE_API_URL is set (tour paths
 * to CATALOGUE_CDN_URL when set), else the in-process catalogue service.
 */
export function catalogue(): CatalogueClient {
  if (client) return client;
  const config = readCatalogueConfig();
  client = createCatalogueClient({
    transport: config.CATALOGUE_API_URL
      ? httpTransport(config.CATALOGUE_API_URL, config.CATALOGUE_CDN_URL)
      : inProcessTransport(handleCatalogueRequest),
    timeoutMs: config.CATALOGUE_TIMEOUT_MS,
    cache: answers,
  });
  return client;
}
