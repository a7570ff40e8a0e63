import { describe, expect, it } from 'vitest';
import { createContentClient } from '../content/contentClient';
import { LocalRepository } from '../content/local/localRepository';
import type { Site } from '../sites/site';
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
  JSON.stringify({ id, uid, type: 'microsite', lang, data: { title: id } });
const repository = new LocalRepository([
  { file: 'src/content/paris/en/landing.json', text: doc('paris-en', 'paris-city-tickets.com', 'en-us') },
  {
    file: 'src/content/paris/fr/louvre.json',
    text: doc('louvre-fr', 'paris-city-tickets.com.louvre-museum', 'fr-fr'),
  },
  {
    file: 'src/content/vatican/en/landing.json',
    text: doc('vatican-en', 'vatican-museums-tickets.com', 'en-us'),
  },
  {
    file: 'src/content/_releases/summer-2026/paris/fr/louvre.json',
    text: doc('louvre-fr', 'paris-city-tickets.com.louvre-museum', 'fr-fr'),
  },
]);
const release = repository.previewRefs[0]?.ref ?? '';
const deps = {
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
  it("sends the editor to the document's page on this site with the preview cookie", async () => {
    const answer = await get(q(release, 'louvre-fr'));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/fr/louvre-museum/');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(decodeURIComponent(answer.headers.get('set-cookie') ?? '')).toBe(
      `io.prismic.preview={"local-repository.prismic.io":{"preview":"${release}"}}; Path=/; Max-Age=3600; SameSite=Lax; HttpOnly`,
    );
  });

  it('opens a release without a document on the home page', async () => {
    const answer = await get(q(release));
    expect(answer.headers.get('location')).toBe('/');
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
    expect((await get(q(release, 'a%22b'))).status).toBe(400);
    const unknown = await get(q(release, 'nope'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('data-preview-error="notFound"');
    const other = await get(q(release, 'vatican-en'));
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('data-preview-error="otherSite"');
  });

  it('only opens on a microsite host', async () => {
    const answer = await get(q(release, 'paris-en'), 'localhost:4321', 'ar');
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
