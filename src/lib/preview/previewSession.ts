import type { Client } from '@prismicio/client';
import { readConfig } from '../config';
import { getContentClient, getLocalRepository, getPreviewContentClient } from '../content';
import {
  acceptedToken,
  parsePreviewCookie,
  previewCookieKey,
  type RepositoryRef,
} from '../rules/preview/preview';

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
  const repository = readConfig().prismicRepository;
  return repository && /^[a-z0-9][a-z0-9-]{0,62}$/i.test(repository) ? repository : undefined;
}

/** The cookie key of the configured repository. */
export function configuredCookieKey(): string {
  return previewCookieKey(readConfig().prismicRepository);
}

/**
 * The preview a request is in, from its `io.prismic.preview` cookie: undefined without one. A ref the
 * repository does not list (expired, from elsewhere) is a preview of the published content (`known: false`).
 */
export async function previewFromCookie(
  header: string | null | undefined,
): Promise<PreviewState | undefined> {
  const ref = parsePreviewCookie(header, configuredCookieKey());
  if (!ref) return undefined;
  let refs: RepositoryRef[] = [];
  try {
    refs = await repositoryRefs();
  } catch (error) {
    console.error(new Error('[preview] the repository refs could not be read', { cause: error }));
  }
  const accepted = acceptedToken(ref, refs, readConfig().prismicRepository);
  return {
    ref,
    label: accepted?.label ?? '',
    known: accepted !== undefined,
    toolbarRepository: toolbarRepository(),
  };
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
