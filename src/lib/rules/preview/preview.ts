import { cookie } from '@prismicio/client';

/** Prismic's preview cookie name (`io.prismic.preview`), as the client and the toolbar use it. */
export const PREVIEW_COOKIE_NAME: string = cookie.preview;
/** A preview session lasts an editing session: one hour, renewed by opening a preview link again. */
export const PREVIEW_MAX_AGE = 3600;
/** The key the local repository uses in the cookie, like `<repository>.prismic.io` for Prismic. */
export const LOCAL_COOKIE_KEY = 'local-repository.prismic.io';

/** A ref of a repository endpoint, as Prismic lists them. */
export interface RepositoryRef {
  id: string;
  ref: string;
  label: string;
  isMasterRef: boolean;
}

/** Refs and preview tokens: printable, no spaces, quotes or semicolons, bounded. */
const REF_SHAPE = /^[\w~.:/?=&%+-]{1,512}$/;
/** Prismic document ids: letters, digits, `_` and `-` (the local repository's ids are slugs). */
const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * Whether a `documentId` parameter can name a Prismic document (charset and length).
 * @example isDocumentId('YhE3YhEAACIA4321') === true; isDocumentId('../etc') === false
 */
export function isDocumentId(value: string | null | undefined): value is string {
  return typeof value === 'string' && DOCUMENT_ID.test(value);
}

/**
 * The key of the repository in the cookie's JSON: `<name>.prismic.io`, an endpoint's host, or the
 * local repository's key.
 * @example previewCookieKey('my-repo') === 'my-repo.prismic.io'
 */
export function previewCookieKey(repository: string | undefined): string {
  if (!repository) return LOCAL_COOKIE_KEY;
  if (/^https?:\/\//i.test(repository)) {
    try {
      return new URL(repository).host;
    } catch {
      return LOCAL_COOKIE_KEY;
    }
  }
  return `${repository}.prismic.io`;
}

/**
 * A Prismic preview session URL of the configured repository (a name, not an endpoint URL): what Prismic's
 * own preview flow puts into a link's token and the cookie. Its host must be the repository's own
 * (`https://<repo>.prismic.io/previews/…`, https, no port or credentials); it is never fetched here: the
 * client sends it as `ref` to the configured API with the access token, and Prismic decides whether the
 * session is valid. Anything else (a bare ref, another host, junk) is undefined.
 * @example prismicSessionToken('https://my-repo.prismic.io/previews/abc?websitePreviewId=x', 'my-repo') === that URL
 */
export function prismicSessionToken(
  token: string | null | undefined,
  repository: string | undefined,
): string | undefined {
  if (!token || !REF_SHAPE.test(token)) return undefined;
  if (!repository || /^https?:\/\//i.test(repository)) return undefined;
  let url: URL;
  try {
    url = new URL(token);
  } catch {
    return undefined;
  }
  const ownHost = url.host === `${repository}.prismic.io`;
  const plain = url.protocol === 'https:' && !url.username && !url.password && !url.port;
  return ownHost && plain && url.pathname.startsWith('/previews/') ? token : undefined;
}

/**
 * The repository's preview ref (a release, the drafts; never master) of a ref id, with its current ref.
 * @example listedPreviewRef(refs, 'release-summer-2026') → { id: 'release-summer-2026', ref: 'release-summer-2026~abc', … }
 */
export function listedPreviewRef(refs: readonly RepositoryRef[], refId: string): RepositoryRef | undefined {
  return refs.find((ref) => ref.id === refId && !ref.isMasterRef);
}

/**
 * The Set-Cookie value of a preview: Prismic's JSON format `{"<key>":{"preview":"<ref>"}}`, URL-encoded.
 * `HttpOnly` only when no toolbar script has to read it (the local repository).
 */
export function serializePreviewCookie(input: {
  key: string;
  ref: string;
  secure: boolean;
  httpOnly: boolean;
}): string {
  const value = encodeURIComponent(JSON.stringify({ [input.key]: { preview: input.ref } }));
  return [
    `${PREVIEW_COOKIE_NAME}=${value}`,
    'Path=/',
    `Max-Age=${PREVIEW_MAX_AGE}`,
    'SameSite=Lax',
    ...(input.secure ? ['Secure'] : []),
    ...(input.httpOnly ? ['HttpOnly'] : []),
  ].join('; ');
}

/** The Set-Cookie value that ends a preview. */
export function clearPreviewCookie(secure: boolean): string {
  return [
    `${PREVIEW_COOKIE_NAME}=`,
    'Path=/',
    'Max-Age=0',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/**
 * What the preview cookie's value (already read and decoded by the one cookie parser,
 * `src/lib/request/cookies.ts`) holds for this repository: Prismic's JSON format (the key must be this
 * repository's) or a bare value. Anything malformed is undefined. The value still has to be verified (a
 * signed value, or a Prismic session URL: `previewSession.ts`); a bare ref is never a preview.
 * @example parsePreviewCookie('{"r.prismic.io":{"preview":"x~1"}}', 'r.prismic.io') === 'x~1'
 */
export function parsePreviewCookie(value: string | null | undefined, key: string): string | undefined {
  if (!value || value.length > 2048) return undefined;
  let ref: unknown = value;
  if (value.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(value);
      const entry =
        parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[key] : undefined;
      ref = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)['preview'] : undefined;
    } catch {
      return undefined;
    }
  }
  return typeof ref === 'string' && REF_SHAPE.test(ref) ? ref : undefined;
}
