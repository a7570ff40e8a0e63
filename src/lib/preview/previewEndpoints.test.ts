import { describe, expect, it } from 'vitest';
import { createContentClient } from '../content/contentClient';
import { LocalRepository } from '../content/local/localRepository';
import type { Site } from '../sites/site';
import { signPreviewLink, verifyPreviewSession } from '../rules/preview/previewToken';
import { handleExitPreview, handlePreview } from './previewEndpoints';

const site = (domain: string, alias: string): Site => ({
  domain,
  alias,
  name: alias,
  tagline: '',
  themeColor: '#000000',
  languages: ['en'],
  cityCode: undefined,
  localized: {},
  subdomainHosting: false,
  designV3: true,
});
const sites = [site('paris-city-tickets.com', 'paris'), site('vatican-museums-tickets.com', 'vatican')];
const doc = (id: string, uid: string, lang: string) =>
  JSON.stringify({ id, uid, type: 'microsite', lang, data: { meta_title: id } });
const repository = new LocalRepository([
  { file: 'src/content/paris/en/landing.json', text: doc('paris-en', 'paris-city-tickets_com', 'en-us') },
  {
    file: 'src/content/paris/fr/louvre.json',
    text: doc('louvre-fr', 'paris-city-tickets_com_louvre-museum', 'fr-fr'),
  },
  {
    file: 'src/content/vatican/en/landing.json',
    text: doc('vatican-en', 'vatican-museums-tickets_com', 'en-us'),
  },
  {
    file: 'src/content/_releases/summer-2026/paris/fr/louvre.json',
    text: doc('louvre-fr', 'paris-city-tickets_com_louvre-museum', 'fr-fr'),
  },
]);
const release = repository.previewRefs[0]?.ref ?? '';
const secret = 'preview-secret-of-the-endpoint-tests-0123';
const now = 1_800_000_000;
/** A link this server signed for the release (its id) and a document, valid 30 minutes. */
const signed = (documentId?: string, refId = 'release-summer-2026', expiresAt = now + 1800) =>
  signPreviewLink({ refId, documentId, expiresAt }, secret);
const deps = {
  secret,
  now,
  sites: () => Promise.resolve(sites),
  refs: () => Promise.resolve(repository.refs),
  client: () => createContentClient({ kind: 'local', repository: () => repository }),
  localSuffix: 'localhost',
  repository: undefined,
  httpOnly: true,
};
const get = (path: string, host = 'paris.localhost:4321', language = 'en') =>
  handlePreview(
    new Request(`http://${host}${path}`, { headers: { host, 'accept-language': language } }),
    deps,
  );
const q = (token: string, documentId?: string) =>
  `/api/preview?token=${encodeURIComponent(token)}${documentId ? `&documentId=${documentId}` : ''}`;

describe('GET /api/preview', () => {
  it("sends the editor to the document's page on this site with a signed preview cookie", async () => {
    const answer = await get(q(signed('louvre-fr'), 'louvre-fr'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/fr/louvre-museum/');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const cookie = decodeURIComponent(answer.headers.get('set-cookie') ?? '');
    const value = /"preview":"([^"]+)"/.exec(cookie)?.[1];
    expect(cookie).toBe(
      `io.prismic.preview={"local-repository.prismic.io":{"preview":"${value}"}}; Path=/; Max-Age=3600; SameSite=Lax; HttpOnly`,
    );
    // The cookie names the release by its id, signed, for the cookie's lifetime; never the bare ref.
    expect(verifyPreviewSession(value, secret, now, 3600)).toBe('release-summer-2026');
    expect(cookie).not.toContain(release);
  });

  it('opens a release without a document on the home page', async () => {
    const answer = await get(q(signed()));
    expect(answer.headers.get('location')).toBe('/');
  });

  it('refuses a bare ref, a forged, altered, expired or too long-lived link, and one of another document (issue 20 §3)', async () => {
    const token = signed('louvre-fr');
    const other = signPreviewLink(
      { refId: 'release-summer-2026', documentId: 'louvre-fr', expiresAt: now + 1800 },
      'another-secret-of-at-least-32-bytes-long',
    );
    const refused = [
      q(release, 'louvre-fr'),
      q(release),
      q(other, 'louvre-fr'),
      q(`${token.slice(0, -2)}AA`, 'louvre-fr'),
      q(token, 'paris-en'),
      q(token),
      q(signed('louvre-fr', 'release-summer-2026', now), 'louvre-fr'),
      q(signed('louvre-fr', 'release-summer-2026', now + 7200), 'louvre-fr'),
      q(signed('louvre-fr', 'release-gone'), 'louvre-fr'),
      q(signed('louvre-fr', 'master'), 'louvre-fr'),
    ];
    for (const path of refused) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it("keeps Prismic's own preview session flow with a Prismic repository: the session URL in the cookie", async () => {
    const session = 'https://my-repo.prismic.io/previews/YhE3:YhE4?websitePreviewId=abc';
    const prismic = { ...deps, repository: 'my-repo' };
    const home = await handlePreview(
      new Request(`http://paris.localhost/api/preview?token=${encodeURIComponent(session)}`, {
        headers: { host: 'paris.localhost' },
      }),
      prismic,
    );
    expect(home.status).toBe(302);
    expect(decodeURIComponent(home.headers.get('set-cookie') ?? '')).toContain(`{"preview":"${session}"}`);
    const bare = await handlePreview(
      new Request(`http://paris.localhost/api/preview?token=${encodeURIComponent(release)}`, {
        headers: { host: 'paris.localhost' },
      }),
      prismic,
    );
    expect(bare.status).toBe(400);
  });

  it('refuses a token that is not a ref of the repository, with a localized page', async () => {
    const answer = await get(q('https://attacker.example/api/v2', 'louvre-fr'), undefined, 'fr-FR,fr;q=0.9');
    expect(answer.status).toBe(400);
    expect(answer.headers.get('set-cookie')).toBeNull();
    const html = await answer.text();
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain("Ce lien d'aperçu n'est pas valide pour ce dépôt ou a expiré.");
  });

  it('answers a malformed document id 400, an unknown one 404, one of another site 404', async () => {
    expect((await get(q(signed(), 'a%22b'))).status).toBe(400);
    const unknown = await get(q(signed('nope'), 'nope'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('data-preview-error="notFound"');
    const other = await get(q(signed('vatican-en'), 'vatican-en'));
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('data-preview-error="otherSite"');
  });

  it('only opens on a microsite host', async () => {
    const answer = await get(q(signed('paris-en'), 'paris-en'), 'localhost:4321', 'ar');
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('<html lang="ar" dir="rtl">');
  });

  it('answers 503 when the repository cannot be read', async () => {
    const answer = await handlePreview(new Request('http://paris.localhost/api/preview?token=x'), {
      ...deps,
      refs: () => Promise.reject(new Error('down')),
    });
    expect(answer.status).toBe(503);
  });
});

describe('GET /api/exit-preview', () => {
  it('clears the cookie and returns to a path of this site only', () => {
    const answer = handleExitPreview(new Request('https://paris.localhost/api/exit-preview?path=%2Ffr%2F'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/fr/');
    expect(answer.headers.get('set-cookie')).toBe(
      'io.prismic.preview=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
    const away = handleExitPreview(
      new Request('http://paris.localhost/api/exit-preview?path=https://evil.example'),
    );
    expect(away.headers.get('location')).toBe('/');
  });
  it('resolves dot segments and encoded slashes before the check (issue 20 §5)', () => {
    for (const path of [
      '/x/..//evil.com',
      '/x/%252e%252e//evil.com',
      '/%252f%252fevil.com',
      '/%5Cevil.com',
    ]) {
      const answer = handleExitPreview(new Request(`http://paris.localhost/api/exit-preview?path=${path}`));
      expect(answer.headers.get('location'), path).toBe('/');
    }
    const inside = handleExitPreview(new Request('http://paris.localhost/api/exit-preview?path=/fr/x/../y/'));
    expect(inside.headers.get('location')).toBe('/fr/y/');
  });
});
