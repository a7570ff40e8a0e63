import { getRepositoryEndpoint, type Client } from '@prismicio/client';
import { dropOn, DROPS } from '../cache/invalidation';
import { appConfig, type AppConfig } from '../config';
import { createContentClient } from './contentClient';
import { createDirectoryRepository, type DirectoryRepository } from './local/directorySource';
import { refusesAnonymousReads } from './anonymousReads.ts';

export { refusesAnonymousReads };
import { logger } from '../log/logger';

const logs = logger('content');

/**
 * The private repository (issue 20 §3, src/features/promo/README.md): documents no visitor may read, such as promo
 * codes. It is read only here, in-process, and never has an HTTP face:
 * - with the local repository, it is its own folder (`CONTENT_PRIVATE_DIR`, default
 *   `src/content-private`), read by its own in-process client; the public repository refuses its types;
 * - with a Prismic repository (`PRISMIC_REPOSITORY`), it is that repository read with
 *   `PRISMIC_ACCESS_TOKEN`, and only once the repository has been seen to refuse anonymous reads (its
 *   API visibility is "Private API"): a public repository, or no token, gives no private client at all.
 */
export class PrivateRepositoryError extends Error {
  override name = 'PrivateRepositoryError';
}

export interface PrivateContentDeps {
  config: Pick<
    AppConfig,
    'prismicRepository' | 'prismicAccessToken' | 'contentPrivateDir' | 'contentWatch' | 'contentTimeoutMs'
  >;
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/** The private repository's client, made on first use; a public Prismic repository is refused. */
export interface PrivateContent {
  client(): Promise<Client>;
  /** The local private folder is read again on the next call (a publication, `CONTENT_WATCH=0`). */
  rescan(): void;
}

/** See the module comment; `deps.fetch` is the probe's fetch (tests). */
export function createPrivateContent(deps: PrivateContentDeps): PrivateContent {
  const { config } = deps;
  const log = deps.log ?? ((message: string) => logs.error(message));
  const { prismicRepository: repository, prismicAccessToken: accessToken } = config;
  if (!repository) {
    // Promo documents are refused by the public repository; here they are what the folder holds.
    const folder: DirectoryRepository = createDirectoryRepository(config.contentPrivateDir, {
      watch: config.contentWatch,
      refuseTypes: [],
      // Nothing public is made from private documents: no cache to tell.
      onChange: () => undefined,
      log,
    });
    const client = createContentClient(
      { kind: 'local', repository: folder },
      { timeoutMs: config.contentTimeoutMs, answers: null },
    );
    return { client: async () => client, rescan: folder.rescan };
  }
  let checked: Promise<Client> | undefined;
  const check = async (): Promise<Client> => {
    if (!accessToken)
      throw new PrivateRepositoryError(
        'private documents are read from a private Prismic repository with PRISMIC_ACCESS_TOKEN; it is not set',
      );
    const endpoint = /^https?:\/\//i.test(repository) ? repository : getRepositoryEndpoint(repository);
    const isPrivate = await refusesAnonymousReads(
      endpoint,
      deps.fetch ?? globalThis.fetch.bind(globalThis),
      config.contentTimeoutMs,
    );
    if (!isPrivate)
      throw new PrivateRepositoryError(
        `the repository at ${endpoint} answers without an access token: private documents are never read from a public repository (set its API visibility to "Private API")`,
      );
    return createContentClient(
      { kind: 'prismic', repository, accessToken },
      { timeoutMs: config.contentTimeoutMs, answers: null },
    );
  };
  return {
    client: () => {
      checked ??= check().catch((error: unknown) => {
        // Asked again on the next call: the repository's settings (or the network) may have changed.
        checked = undefined;
        throw error;
      });
      return checked;
    },
    rescan: () => undefined,
  };
}

let shared: PrivateContent | undefined;

/** The process-wide private repository client (promo codes), made from the configuration on first use. */
export function getPrivateContentClient(): Promise<Client> {
  shared ??= createPrivateContent({ config: appConfig() });
  return shared.client();
}

// A publication (the webhook) reads the private folder again too, when it is not watched.
dropOn(DROPS.content, () => shared?.rescan());
