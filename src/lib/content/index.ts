import type { Client } from '@prismicio/client';
import { readConfig } from '../config';
import { createContentClient } from './contentClient';
import { createDirectoryRepository } from './local/directorySource';
import type { LocalRepository } from './local/localRepository';

let client: Client | undefined;
let localRepository: (() => LocalRepository) | undefined;

/** The local repository when no Prismic repository is configured, else undefined. */
export function getLocalRepository(): (() => LocalRepository) | undefined {
  getContentClient();
  return localRepository;
}

/** The process-wide content client, made from the configuration on first use. */
export function getContentClient(): Client {
  if (client) return client;
  const config = readConfig();
  if (config.prismicRepository) {
    client = createContentClient({
      kind: 'prismic',
      repository: config.prismicRepository,
      accessToken: config.prismicAccessToken,
    });
  } else {
    localRepository = createDirectoryRepository(config.contentDir);
    client = createContentClient({ kind: 'local', repository: localRepository });
  }
  return client;
}
