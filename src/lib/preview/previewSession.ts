import type { Client } from '@prismicio/client';
import { appConfig } from '../config';
import { getContentClient, getLocalRepository, getPreviewContentClient } from '../content';
import {
  listedPreviewRef,
  parsePreviewCookie,
  PREVIEW_MAX_AGE,
  previewCookieKey,
  prismicSessionToken,
  type RepositoryRef,
} from '../rules/preview/preview';
import { verifyPreviewSession } from '../rules/preview/previewToken';
import { previewSecret } from './previewSecret';
import { logger } from '../log/logger';

const log = logger('preview');

/** What a previewed request shows: the ref, its release label, and whether the repository knows it. */
export interface PreviewState {
  ref: string;
  /** The release's label ('' for a Prismic preview session of drafts). */
  label: string;
  /** False when the ref is unknown or expired: the published content is shown, and the bar says so. */
  known: boolean;
  /** The Prismic repository whose toolbar is loaded; undefined with the local repository or an endpoint. */
  toolbarRepository: string | undefined;
  /** The previewed page's document, set by the page once it is loaded. */
  document?: { uid: string; title: string };
}

/** The refs of the configured repository (the local repository's own, else the repository endpoint's). */
export async function repositoryRefs(): Promise<RepositoryRef[]> {
  const local = getLocalRepository();
  if (local) return local().refs;
  const refs = await getContentClient().getRefs();
  return refs.map(({ id, ref, label, isMasterRef }) => ({
    id,
    ref,
    label,
    isMasterRef: Boolean(isMasterRef),
  }));
}

/** The configured Prismic repository name, when it is a name (the toolbar needs one), else undefined. */
export function toolbarRepository(): string | undefined {
  const repository = appConfig().prismicRepository;
  return repository && /^[a-z0-9][a-z0-9-]{0,62}$/i.test(repository) ? repository : undefined;
}

/** The cookie key of the configured repository. */
export function configuredCookieKey(): string {
  return previewCookieKey(appConfig().prismicRepository);
}

/**
 * The preview a request is in, from its `io.prismic.preview` cookie (issue 20 §3, docs/preview.md):
 * - a value signed by this server (`s1.…`, `/api/preview` wrote it) that has not expired: the release it
 *   names, at its current ref; a release the repository no longer lists is a preview of the published
 *   content (`known: false`, the bar says so);
 * - with a Prismic repository (a name), a preview session URL of that repository (Prismic's toolbar
 *   writes it; Prismic validates the session when the client reads with it);
 * - anything else, a bare ref included (listed or not), a forged or expired value: no preview at all.
 */
export async function previewFromCookie(
  cookie: string | null | undefined,
  now: number = Math.floor(Date.now() / 1000),
): Promise<PreviewState | undefined> {
  const value = parsePreviewCookie(cookie, configuredCookieKey());
  if (!value) return undefined;
  const refId = verifyPreviewSession(value, previewSecret(), now, PREVIEW_MAX_AGE);
  if (refId) {
    let refs: RepositoryRef[] = [];
    try {
      refs = await repositoryRefs();
    } catch (error) {
      log.error({ err: error }, 'the repository refs could not be read');
    }
    const listed = listedPreviewRef(refs, refId);
    return {
      ref: listed?.ref ?? refId,
      label: listed?.label ?? '',
      known: listed !== undefined,
      toolbarRepository: toolbarRepository(),
    };
  }
  const session = prismicSessionToken(value, appConfig().prismicRepository);
  if (!session) return undefined;
  return { ref: session, label: '', known: true, toolbarRepository: toolbarRepository() };
}

/** The content client of a request: a private one on the preview's ref, else the shared one. */
export function contentClientFor(preview: PreviewState | undefined): Client {
  return preview?.known ? getPreviewContentClient(preview.ref) : getContentClient();
}

/** A preview answer is private to the editor: never stored by any cache, never indexed. */
export function privatePreviewResponse(response: Response): Response {
  const mark = (headers: Headers): void => {
    headers.set('cache-control', 'private, no-store');
    headers.set('x-robots-tag', 'noindex');
  };
  try {
    mark(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    mark(copy.headers);
    return copy;
  }
}
