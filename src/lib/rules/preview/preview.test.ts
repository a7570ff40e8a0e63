import { describe, expect, it } from 'vitest';
import { readCookies } from '../../request/cookies';
import {
  clearPreviewCookie,
  isDocumentId,
  listedPreviewRef,
  parsePreviewCookie,
  previewCookieKey,
  prismicSessionToken,
  serializePreviewCookie,
} from './preview';

const refs = [
  { id: 'master', ref: 'local-abc', label: 'Master', isMasterRef: true },
  { id: 'release-summer-2026', ref: 'release-summer-2026~xyz', label: 'summer-2026', isMasterRef: false },
];

/** The preview cookie's value as the one cookie parser reads it. */
const valueOf = (header: string | undefined) => readCookies(header).get('io.prismic.preview');

describe('preview tokens', () => {
  it('finds a preview ref by its id, never master', () => {
    expect(listedPreviewRef(refs, 'release-summer-2026')?.ref).toBe('release-summer-2026~xyz');
    expect(listedPreviewRef(refs, 'master')).toBeUndefined();
    expect(listedPreviewRef(refs, 'release-other')).toBeUndefined();
  });

  it('never takes a bare ref, even a listed one, for a Prismic preview session (issue 20 §3)', () => {
    expect(prismicSessionToken('release-summer-2026~xyz', undefined)).toBeUndefined();
    expect(prismicSessionToken('release-summer-2026~xyz', 'my-repo')).toBeUndefined();
    expect(prismicSessionToken('http://169.254.169.254/latest/meta-data', undefined)).toBeUndefined();
    expect(prismicSessionToken('https://my-repo.prismic.io/previews/abc', undefined)).toBeUndefined();
    expect(prismicSessionToken('a b;c', 'my-repo')).toBeUndefined();
    expect(prismicSessionToken('', 'my-repo')).toBeUndefined();
    expect(prismicSessionToken(null, 'my-repo')).toBeUndefined();
  });

  it("accepts a Prismic preview session URL only on the configured repository's own host", () => {
    const session = 'https://my-repo.prismic.io/previews/YhE3:YhE4?websitePreviewId=abc';
    expect(prismicSessionToken(session, 'my-repo')).toBe(session);
    expect(prismicSessionToken(session, 'http://127.0.0.1:9999/api/v2')).toBeUndefined();
    expect(prismicSessionToken('https://other.prismic.io/previews/YhE3', 'my-repo')).toBeUndefined();
    expect(
      prismicSessionToken('https://my-repo.prismic.io.evil.example/previews/x', 'my-repo'),
    ).toBeUndefined();
    expect(prismicSessionToken('http://my-repo.prismic.io/previews/x', 'my-repo')).toBeUndefined();
    expect(prismicSessionToken('https://my-repo.prismic.io:8443/previews/x', 'my-repo')).toBeUndefined();
    expect(prismicSessionToken('https://my-repo.prismic.io/api/v2', 'my-repo')).toBeUndefined();
  });
});

describe('document ids', () => {
  it('accepts Prismic ids and local slugs, refuses other characters and lengths', () => {
    expect(isDocumentId('YhE3YhEAACIA4321')).toBe(true);
    expect(isDocumentId('paris-landing-en')).toBe(true);
    expect(isDocumentId('../etc/passwd')).toBe(false);
    expect(isDocumentId('a"b')).toBe(false);
    expect(isDocumentId('x'.repeat(129))).toBe(false);
    expect(isDocumentId('')).toBe(false);
    expect(isDocumentId(null)).toBe(false);
  });
});

describe('the io.prismic.preview cookie', () => {
  it("is written in Prismic's JSON format, Lax, HttpOnly only when asked, Secure over https", () => {
    expect(serializePreviewCookie({ key: 'r.prismic.io', ref: 'x~1', secure: false, httpOnly: true })).toBe(
      'io.prismic.preview=%7B%22r.prismic.io%22%3A%7B%22preview%22%3A%22x~1%22%7D%7D; Path=/; Max-Age=3600; SameSite=Lax; HttpOnly',
    );
    expect(serializePreviewCookie({ key: 'r.prismic.io', ref: 'x', secure: true, httpOnly: false })).toMatch(
      /; SameSite=Lax; Secure$/,
    );
    expect(clearPreviewCookie(true)).toBe('io.prismic.preview=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('reads back the ref of this repository, a bare ref, and nothing from junk', () => {
    const written = serializePreviewCookie({
      key: 'r.prismic.io',
      ref: 'x~1',
      secure: false,
      httpOnly: true,
    });
    const header = `a=1; ${written.split(';')[0]}; b=2`;
    expect(parsePreviewCookie(valueOf(header), 'r.prismic.io')).toBe('x~1');
    expect(parsePreviewCookie(valueOf(header), 'other.prismic.io')).toBeUndefined();
    expect(parsePreviewCookie(valueOf('io.prismic.preview=release-a~b'), 'r.prismic.io')).toBe('release-a~b');
    expect(parsePreviewCookie(valueOf('io.prismic.preview=%7Bnot-json'), 'r.prismic.io')).toBeUndefined();
    expect(parsePreviewCookie(valueOf('io.prismic.preview=%E0%A4%A'), 'r.prismic.io')).toBeUndefined();
    expect(parsePreviewCookie(valueOf('io.prismic.preview=a%20b'), 'r.prismic.io')).toBeUndefined();
    expect(parsePreviewCookie(valueOf(undefined), 'r.prismic.io')).toBeUndefined();
  });

  it('keys the repository like Prismic does', () => {
    expect(previewCookieKey('my-repo')).toBe('my-repo.prismic.io');
    expect(previewCookieKey('http://127.0.0.1:9999/api/v2')).toBe('127.0.0.1:9999');
    expect(previewCookieKey(undefined)).toBe('local-repository.prismic.io');
  });
});
