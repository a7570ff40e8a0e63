import { getRepositoryEndpoint } from '@prismicio/client';
import { refusesAnonymousReads } from '../../../src/lib/content/anonymousReads.ts';
import type { FetchFn } from './retryingFetch.ts';
import type { WriteConfig } from './writeConfig.ts';

const TIMEOUT_MS = 10_000;

/**
 * Private documents (promo codes) go only into a repository whose Content API refuses anonymous reads
 * ("Private API"), the same rule the storefront applies before reading them (src/features/promo/README.md):
 * in a public repository anyone could list the codes.
 */
export async function assertPrivateRepository(config: WriteConfig, fetch: FetchFn): Promise<void> {
  const endpoint = config.endpoints.documents ?? getRepositoryEndpoint(config.repositoryName);
  const anonymousFetch: typeof globalThis.fetch = (input, init) =>
    fetch(input instanceof Request ? input.url : String(input), init);
  if (!(await refusesAnonymousReads(endpoint, anonymousFetch, TIMEOUT_MS)))
    throw new Error(
      `--private: ${config.repositoryName} answers anonymous reads; set its API visibility to "Private API" ` +
        '(Settings › API & Security) before loading promo codes into it',
    );
}
