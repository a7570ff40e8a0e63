import type { Client, ClientConfig } from '@prismicio/client';
import { CachingClient, sharedAnswers, type ContentAnswers } from './cachingClient';
import { createContentFetch, type ContentFetchOptions } from './contentFetch';
import { PageIdentityClient } from './pageIdentityClient';
import type { LocalRepository } from './local/localRepository';

/** The name the content client uses for the local repository; its requests never leave the process. */
export const LOCAL_REPOSITORY_NAME = 'local-repository';
export const LOCAL_ENDPOINT = `https://${LOCAL_REPOSITORY_NAME}.cdn.prismic.io/api/v2`;

export type ContentSource =
  | { kind: 'prismic'; repository: string; accessToken?: string | undefined }
  | { kind: 'local'; repository: () => LocalRepository };

export interface ContentClientOptions extends ContentFetchOptions {
  /** Where parsed query answers are kept (`null`: not kept); by default one bounded store per process. */
  answers?: ContentAnswers | null;
}

/**
 * The one place a content client is made: a real @prismicio/client Client, talking either to a
 * Prismic repository (a name, or an endpoint URL such as http://127.0.0.1:9999/api/v2) or to the
 * local repository answered in-process through the client's `fetch` option. It reads every uid as a
 * page identity (PageIdentityClient, src/lib/content/prismicUid.ts) and keeps its parsed query answers
 * (CachingClient) unless `answers` is null (previews).
 * @example createContentClient({ kind: 'prismic', repository: 'my-repo' })
 */
export function createContentClient(source: ContentSource, options: ContentClientOptions = {}): Client {
  const { answers = sharedAnswers, ...fetchOptions } = options;
  const make = (name: string, config: ClientConfig): Client =>
    answers ? new CachingClient(name, config, answers) : new PageIdentityClient(name, config);
  if (source.kind === 'prismic') {
    // An endpoint URL (a proxy, a test server) is given with a stand-in name so the client does not
    // try to infer a repository name from a non-Prismic host.
    const isEndpoint = /^https?:\/\//i.test(source.repository);
    return make(isEndpoint ? 'custom-endpoint' : source.repository, {
      ...(isEndpoint ? { documentAPIEndpoint: source.repository } : {}),
      ...(source.accessToken ? { accessToken: source.accessToken } : {}),
      fetch: createContentFetch(globalThis.fetch.bind(globalThis), fetchOptions),
    });
  }
  const local = source.repository;
  const localFetch = async (input: string | URL | Request): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    return local().handle(url, LOCAL_ENDPOINT);
  };
  return make(LOCAL_REPOSITORY_NAME, { fetch: createContentFetch(localFetch, fetchOptions) });
}
