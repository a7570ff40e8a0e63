import { createDirectoryRepository } from '../../src/lib/content/local/directorySource';
import { PREVIEW_MAX_AGE } from '../../src/lib/rules/preview/preview';
import { signPreviewLink, signPreviewSession } from '../../src/lib/rules/preview/previewToken';
import { E2E_CONTENT_DIR, E2E_PREVIEW_SECRET } from '../../playwright.config';

/** The demo release, by its ref id (what a signed link names). */
export const RELEASE_ID = 'release-summer-2026';
const seconds = () => Math.floor(Date.now() / 1000);

/**
 * A signed preview link path for the e2e server, as `npm run preview:link` prints it (docs/preview.md).
 * @example signedPreviewPath('paris-landing-en') === '/api/preview?token=p1.…&documentId=paris-landing-en'
 */
export function signedPreviewPath(
  documentId?: string,
  options: { refId?: string; expiresAt?: number; secret?: string } = {},
): string {
  const token = signPreviewLink(
    { refId: options.refId ?? RELEASE_ID, documentId, expiresAt: options.expiresAt ?? seconds() + 1800 },
    options.secret ?? E2E_PREVIEW_SECRET,
  );
  return `/api/preview?token=${encodeURIComponent(token)}${documentId ? `&documentId=${documentId}` : ''}`;
}

/** A preview cookie value signed by the e2e server's key (as /api/preview writes it). */
export const signedPreviewCookie = (refId = RELEASE_ID, expiresAt = seconds() + PREVIEW_MAX_AGE) =>
  signPreviewSession(refId, expiresAt, E2E_PREVIEW_SECRET);

/** The demo release's current ref, computed from the e2e server's content folder as the server does. */
export function releaseRef(): string {
  const repository = createDirectoryRepository(E2E_CONTENT_DIR, {
    watch: false,
    onChange: () => undefined,
    log: () => undefined,
  })();
  const release = repository.previewRefs.find((ref) => ref.id === RELEASE_ID);
  if (!release) throw new Error(`${RELEASE_ID} is missing in ${E2E_CONTENT_DIR}`);
  return release.ref;
}
