import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDirectoryRepository } from '../../src/lib/content/local/directorySource';
import { raw, siteHost } from './raw.ts';

/**
 * Issue 20 §3, "nothing private is public": the built server has no HTTP face of its content repository
 * (its refs name unreleased content; promo codes never were public), and a bare ref does not put a
 * visitor into preview mode (docs/security.md, docs/preview.md).
 */
const PROMO_QUERY = encodeURIComponent('[[at(document.type, "promo_codes")]]');

/** The demo release's ref, computed in this process the way the contract server computes it. */
function releaseRef(): string {
  const repository = createDirectoryRepository(resolve('src/content'), {
    watch: false,
    onChange: () => undefined,
    log: () => undefined,
  })();
  const release = repository.previewRefs.find((ref) => ref.label === 'summer-2026');
  if (!release) throw new Error('the demo release summer-2026 is missing');
  return release.ref;
}

describe('the content repository has no public HTTP face', () => {
  const hosts: [string, string | undefined][] = [
    ['a site host', 'colosseum'],
    ['localhost', undefined],
  ];
  it.each(hosts)('GET /_content/api/v2 on %s answers 404 without a ref', async (_, alias) => {
    const host = alias ? siteHost(alias) : undefined;
    const master = releaseRef().split('~')[1] ?? 'x';
    for (const path of [
      '/_content/api/v2',
      '/_content/api/v2/',
      `/_content/api/v2/documents/search?q=${PROMO_QUERY}`,
      `/_content/api/v2/documents/search?ref=${releaseRef()}&q=${PROMO_QUERY}&pageSize=100`,
    ]) {
      const response = await raw({ method: 'GET', path, ...(host ? { host } : {}) });
      expect(response.status, path).toBe(404);
      const leaks = ['summer-2026', master, 'promo_codes', 'LYCEUM10', 'HAMILTON20', 'internal_note'];
      expect(
        leaks.filter((leak) => response.body.includes(leak)),
        path,
      ).toEqual([]);
    }
  });
});

describe('promo codes are private', () => {
  const CODES = ['LYCEUM10', 'WESTEND5', 'SPRING25', 'HAMILTON20', 'HOLIDAY15'];
  const NOTES = ['internal_note', 'at most £15 a booking', 'Spring sale, ended'];

  it('no page, sitemap or JSON names a code; a typed code is checked against the private repository', async () => {
    const host = siteHost('london-theatre');
    for (const path of ['/the-lion-king/', '/sitemap.xml', '/', '/api/domain/']) {
      const { body } = await raw({ method: 'GET', path, host });
      expect(
        [...CODES, ...NOTES].filter((leak) => body.includes(leak)),
        path,
      ).toEqual([]);
    }
    const applied = await raw({ method: 'GET', path: '/the-lion-king/?promo=lyceum10', host });
    expect(applied.status).toBe(200);
    expect(applied.body.includes('couponCode=LYCEUM10')).toBe(true);
    const others = CODES.filter((code) => code !== 'LYCEUM10');
    expect([...others, ...NOTES].filter((leak) => applied.body.includes(leak))).toEqual([]);
  });
});

describe('a bare ref is not a preview', () => {
  it('a preview link whose token is a bare ref is refused: no cookie', async () => {
    const response = await raw({
      method: 'GET',
      path: `/api/preview?token=${encodeURIComponent(releaseRef())}&documentId=paris-landing-en`,
      host: siteHost('paris'),
    });
    expect(response.status).toBe(400);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a hand-made preview cookie with a bare ref is ignored: the public page, no preview bar', async () => {
    const value = encodeURIComponent(
      JSON.stringify({ 'local-repository.prismic.io': { preview: releaseRef() } }),
    );
    for (const cookie of [`io.prismic.preview=${value}`, `io.prismic.preview=${releaseRef()}`]) {
      const response = await raw({ method: 'GET', path: '/', host: siteHost('paris'), headers: { cookie } });
      expect(response.status).toBe(200);
      const { body } = response;
      expect(body.includes('Paris, without the queues')).toBe(true);
      expect(
        ['Summer evenings on the Seine', 'data-preview-ref'].filter((part) => body.includes(part)),
      ).toEqual([]);
      expect(response.headers['cache-control']).not.toBe('private, no-store');
    }
  });
});
