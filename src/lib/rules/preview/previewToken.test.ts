import { describe, expect, it } from 'vitest';
import {
  isSignedPreviewLink,
  PREVIEW_LINK_TTL_SECONDS,
  signPreviewLink,
  signPreviewSession,
  verifyPreviewLink,
  verifyPreviewSession,
} from './previewToken';

const secret = 'a-preview-secret-of-at-least-32-bytes!';
const now = 1_800_000_000;
const link = (refId = 'release-summer-2026', documentId = 'paris-landing-en', expiresAt = now + 1800) =>
  signPreviewLink({ refId, documentId, expiresAt }, secret);

describe('signed preview links', () => {
  it('verify with the same secret, document id and a time before expiry', () => {
    expect(verifyPreviewLink(link(), 'paris-landing-en', secret, now)).toEqual({
      refId: 'release-summer-2026',
      expiresAt: now + 1800,
    });
    const home = signPreviewLink({ refId: 'drafts', expiresAt: now + 60 }, secret);
    expect(verifyPreviewLink(home, null, secret, now)?.refId).toBe('drafts');
    expect(isSignedPreviewLink(home)).toBe(true);
    expect(isSignedPreviewLink('release-summer-2026~abc')).toBe(false);
  });

  it('refuse a bare ref, another secret, another document, a forged or altered signature', () => {
    const token = link();
    const [kind, ref, expiry, signature] = token.split('.') as [string, string, string, string];
    const refuse = (value: string, documentId = 'paris-landing-en', key = secret) =>
      expect(verifyPreviewLink(value, documentId, key, now)).toBeUndefined();
    refuse('release-summer-2026~abc');
    refuse(token, 'paris-landing-en', `${secret}x`);
    refuse(token, 'vatican-landing-en');
    refuse(token, '');
    refuse(`${kind}.${ref}.${expiry}.${'A'.repeat(43)}`);
    refuse(`${kind}.${ref}.${expiry}.`);
    refuse(`${kind}.${Buffer.from('drafts').toString('base64url')}.${expiry}.${signature}`);
    refuse(`${kind}.${ref}.${Number(expiry) + 1}.${signature}`);
    refuse(`s1.${ref}.${expiry}.${signature}`);
    refuse(`${token}.x`);
    refuse('p1....');
    refuse('p1.%%%.1.x');
  });

  it('refuse an expired link and one valid for longer than 30 minutes', () => {
    expect(
      verifyPreviewLink(link(undefined, undefined, now), 'paris-landing-en', secret, now),
    ).toBeUndefined();
    expect(verifyPreviewLink(link(), 'paris-landing-en', secret, now + 1800)).toBeUndefined();
    const long = link(undefined, undefined, now + PREVIEW_LINK_TTL_SECONDS + 120);
    expect(verifyPreviewLink(long, 'paris-landing-en', secret, now)).toBeUndefined();
    const edge = link(undefined, undefined, now + PREVIEW_LINK_TTL_SECONDS);
    expect(verifyPreviewLink(edge, 'paris-landing-en', secret, now)?.refId).toBe('release-summer-2026');
  });

  it('refuse to sign what is not a ref id or a document id', () => {
    expect(() => link('a b')).toThrow(/ref id/);
    expect(() => link('release-x', '../x')).toThrow(/document id/);
  });
});

describe('signed preview cookies', () => {
  it('carry the ref id until they expire; a link is not a cookie value, nor the reverse', () => {
    const value = signPreviewSession('release-summer-2026', now + 3600, secret);
    expect(verifyPreviewSession(value, secret, now, 3600)).toBe('release-summer-2026');
    expect(verifyPreviewSession(value, secret, now + 3600, 3600)).toBeUndefined();
    expect(verifyPreviewSession(value, 'another-secret-of-at-least-32-bytes', now, 3600)).toBeUndefined();
    expect(verifyPreviewSession('release-summer-2026~abc', secret, now, 3600)).toBeUndefined();
    const token = signPreviewLink({ refId: 'release-summer-2026', expiresAt: now + 60 }, secret);
    expect(verifyPreviewSession(token, secret, now, 3600)).toBeUndefined();
    expect(verifyPreviewLink(value, null, secret, now)).toBeUndefined();
  });
});
