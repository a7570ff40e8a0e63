import type { Client } from '@prismicio/client';
import { dropOn, DROPS } from '../cache/invalidation';
import { appConfig } from '../config';
import { createContentClient, type ContentSource } from './contentClient';
import { createDirectoryRepository, type DirectoryRepository } from './local/directorySource';
import type { LocalRepository } from './local/localRepository';

let client: Client | undefined;
let localRepository: DirectoryRepository | undefined;
let source: ContentSource | undefined;

/** The local repository when no Prismic repository is configured, else undefined. */
export function getLocalRepository(): (() => LocalRepository) | undefined {
  getContentClient();
  return localRepository;
}

/** The process-wide content client, made from the configuration on first use. */
export function getContentClient(): Client {
  if (client) return client;
  const config = appConfig();
  const fetchOptions = { timeoutMs: config.contentTimeoutMs };
  if (source) {
    client = createContentClient(source, fetchOptions);
    return client;
  }
  if (config.prismicRepository) {
    source = {
      kind: 'prismic',
      repository: config.prismicRepository,
      accessToken: config.prismicAccessToken,
    };
  } else {
    localRepository = createDirectoryRepository(config.contentDir, { watch: config.contentWatch });
    source = { kind: 'local', repository: localRepository };
  }
  client = createContentClient(source, fetchOptions);
  return client;
}

/**
 * A content client for one preview request: a fresh client reading from `ref` (a release, the drafts
 * or a Prismic preview session). Never shared between requests, so nothing it reads is cached for others.
 */
export function getPreviewContentClient(ref: string): Client {
  getContentClient();
  // A preview session's ref shows the editor's latest saves under the same ref: its answers are not kept.
  const preview = createContentClient(source as ContentSource, {
    timeoutMs: appConfig().contentTimeoutMs,
    answers: null,
  });
  preview.queryContentFromRef(ref);
  return preview;
}

/**
 * Drops the shared client: the next one asks the repository for its (new) master ref at once. The local
 * repository checks its folder on the next call too (what publishes a change when it does not watch).
 */
export function refreshContentClient(): void {
  client = undefined;
  localRepository?.rescan();
}

// A publication gives a new master ref: a fresh client forgets the repository (and ref) it cached.
dropOn(DROPS.content, () => refreshContentClient());
