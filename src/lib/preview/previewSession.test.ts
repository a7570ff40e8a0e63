import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serializePreviewCookie } from '../rules/preview/preview';
import { signPreviewLink, signPreviewSession } from '../rules/preview/previewToken';
import { reloadAppConfig } from '../config';
import { previewFromCookie } from './previewSession';
import { readCookies } from '../request/cookies';

const cookieOf = (setCookie: string) => readCookies(setCookie.split(';')[0]).get('io.prismic.preview');

// The local repository of src/content (its demo release summer-2026), and a known key.
const secret = 'preview-session-test-secret-0123456789';
beforeAll(() => {
  vi.stubEnv('PREVIEW_SECRET', secret);
  vi.stubEnv('PRISMIC_REPOSITORY', '');
  vi.stubEnv('CONTENT_DIR', '');
  reloadAppConfig();
});
afterAll(() => {
  vi.unstubAllEnvs();
  reloadAppConfig();
});

const now = Math.floor(Date.now() / 1000);
/** The cookie's value as the one cookie parser reads it from the header the server wrote. */
const cookie = (value: string) =>
  cookieOf(
    serializePreviewCookie({
      key: 'local-repository.prismic.io',
      ref: value,
      secure: false,
      httpOnly: true,
    }),
  );

describe('the preview of a request (issue 20 §3)', () => {
  it('a signed cookie previews its release at the current ref', async () => {
    const preview = await previewFromCookie(
      cookie(signPreviewSession('release-summer-2026', now + 3600, secret)),
    );
    expect(preview).toMatchObject({ label: 'summer-2026', known: true, toolbarRepository: undefined });
    expect(preview?.ref).toMatch(/^release-summer-2026~/);
  });

  it('a signed cookie of a release the repository no longer lists is a preview of the published content', async () => {
    const preview = await previewFromCookie(cookie(signPreviewSession('release-gone', now + 3600, secret)));
    expect(preview).toMatchObject({ known: false, label: '' });
  });

  it('a bare ref (listed or not), a forged, expired or other-key value, a link token: no preview at all', async () => {
    const listed = (
      await previewFromCookie(cookie(signPreviewSession('release-summer-2026', now + 60, secret)))
    )?.ref;
    expect(listed).toBeDefined();
    const values = [
      listed ?? '',
      'release-old~gone',
      signPreviewSession('release-summer-2026', now, secret),
      signPreviewSession('release-summer-2026', now + 3600, 'another-key-of-at-least-32-bytes-long'),
      signPreviewSession('release-summer-2026', now + 86_400, secret),
      signPreviewLink({ refId: 'release-summer-2026', expiresAt: now + 60 }, secret),
      'https://my-repo.prismic.io/previews/abc',
    ];
    for (const value of values) {
      expect(await previewFromCookie(cookie(value)), value).toBeUndefined();
      expect(await previewFromCookie(value), value).toBeUndefined();
    }
  });
});
