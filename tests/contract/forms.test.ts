import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer } from './server';
import { selfSignedCertificate, startTlsProxy, throughProxy, type ProxiedAnswer } from './tlsProxy';

/**
 * Issue 20 §4: the documented production set-up, a TLS-terminating proxy in front of a server started
 * with TRUSTED_PROXY=1. Browsers post with `Origin: https://<site>`; the server sees http. Each client
 * connects from its own loopback address (127.0.0.x) and the proxy appends it to X-Forwarded-For.
 */
const LIMIT = 3;
let proxy: { port: number; close(): Promise<void> };
let server: { base: string; stop(): void };
let cert: string;

beforeAll(async () => {
  const certificate = selfSignedCertificate();
  cert = certificate.cert;
  server = await startBuiltServer({
    build: false,
    env: { TRUSTED_PROXY: '1', FORM_RATE_LIMIT: String(LIMIT), FORM_RATE_WINDOW_SECONDS: '3600' },
  });
  proxy = await startTlsProxy(server.base, certificate);
});

afterAll(async () => {
  await proxy.close();
  server.stop();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const host = (alias: string) => `${alias}.localhost:${proxy.port}`;
const siteOrigin = (alias: string) => `https://${host(alias)}`;

interface FormPost {
  name: string;
  alias: string;
  path: string;
  body: () => string;
  accepted: number;
}

const forms: FormPost[] = [
  {
    name: 'sign-up',
    alias: 'paris',
    path: '/',
    body: () => new URLSearchParams({ form: 'subscribe', email: 'proxy-visitor@example.com' }).toString(),
    accepted: 303,
  },
  {
    name: 'consent',
    alias: 'broadway',
    path: '/consent',
    body: () => new URLSearchParams({ consent: 'all', return: '/hamilton/' }).toString(),
    accepted: 303,
  },
  {
    name: 'group form',
    alias: 'broadway',
    path: '/api/group-submit-form',
    body: () =>
      new URLSearchParams({
        name: 'Ana Proxy',
        email: 'ana.proxy@example.com',
        date: inDays(20),
        adults: '12',
        // Each post a new submission: a repeated one is answered the same but stored once.
        message: `through the proxy ${Math.random()}`,
        return: '/hamilton/',
        lang: 'en',
      }).toString(),
    accepted: 303,
  },
];

const groupForm = forms.find((form) => form.name === 'group form') ?? forms[0];
if (!groupForm) throw new Error('no group form in the table');

const post = (form: FormPost, from: string, headers: Record<string, string>): Promise<ProxiedAnswer> =>
  throughProxy(proxy.port, cert, {
    from,
    host: host(form.alias),
    method: 'POST',
    path: form.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: form.body(),
  });

describe('forms behind a TLS-terminating proxy with TRUSTED_PROXY=1', () => {
  it.each(forms)('accepts the $name posted by a browser from https://<site>', async (form) => {
    const answer = await post(form, '127.0.0.21', {
      origin: siteOrigin(form.alias),
      'sec-fetch-site': 'same-origin',
    });
    expect(answer.status, answer.body).toBe(form.accepted);
  });

  it.each(forms)('refuses the $name posted from another site or the inner http origin', async (form) => {
    for (const origin of ['https://evil.example', `http://${host(form.alias)}`, 'null']) {
      const answer = await post(form, '127.0.0.22', { origin });
      expect(answer.status, origin).toBe(403);
    }
  });

  it('answers a promo code typed on a show page (a GET form) through the proxy', async () => {
    const answer = await throughProxy(proxy.port, cert, {
      from: '127.0.0.23',
      host: host('london-theatre'),
      path: '/the-lion-king/?promo=LYCEUM10',
    });
    expect(answer.status).toBe(200);
  });

  it('gives two clients behind the proxy separate promo buckets; a forged X-Forwarded-For changes nothing', async () => {
    const guess = (from: string, code: string, headers: Record<string, string> = {}) =>
      throughProxy(proxy.port, cert, {
        from,
        host: host('london-theatre'),
        path: `/the-lion-king/?promo=${code}`,
        headers,
      });
    for (let i = 0; i < LIMIT; i += 1) expect((await guess('127.0.0.31', `GUESS${i}`)).status).toBe(200);
    const locked = await guess('127.0.0.31', 'GUESSX');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same visitor claiming to be someone else: the proxy appends the real address, which counts.
    expect((await guess('127.0.0.31', 'GUESSY', { 'x-forwarded-for': '203.0.113.77' })).status).toBe(429);
    // Another visitor is not locked out by the first one's guesses.
    expect((await guess('127.0.0.32', 'GUESSZ')).status).toBe(200);
  });

  it('keeps the group form’s values in a Secure cookie over https', async () => {
    const answer = await throughProxy(proxy.port, cert, {
      from: '127.0.0.24',
      host: host('broadway'),
      method: 'POST',
      path: '/api/group-submit-form',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: siteOrigin('broadway') },
      body: new URLSearchParams({ name: 'Ana', email: 'ana@', return: '/hamilton/' }).toString(),
    });
    expect(answer.status).toBe(303);
    expect(String(answer.headers['set-cookie'])).toMatch(/^group_form=[\w-]+; .*; Secure/);
  });

  it('gives two clients separate group-form buckets', async () => {
    const group = groupForm;
    const headers = { origin: siteOrigin('broadway') };
    for (let i = 0; i < LIMIT; i += 1) expect((await post(group, '127.0.0.41', headers)).status).toBe(303);
    expect((await post(group, '127.0.0.41', headers)).status).toBe(429);
    expect((await post(group, '127.0.0.42', headers)).status).toBe(303);
  });
});

describe('form findings (issue 20 §5), straight to the server (each client its own address)', () => {
  const group = groupForm;
  const serverPort = () => Number(new URL(server.base).port);
  const host = (alias: string) => `${alias}.localhost:${serverPort()}`;
  const groupPost = (
    from: string,
    hostName: string,
    path: string,
    fields: Record<string, string>,
    headers = {},
  ) =>
    throughProxy(serverPort(), undefined, {
      from,
      host: hostName,
      method: 'POST',
      path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: `http://${hostName}`,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
  const valid = (message: string) => ({
    name: 'Lee Variant',
    email: 'lee.variant@example.com',
    date: inDays(25),
    adults: '12',
    message,
    return: '/hamilton/',
    lang: 'en',
  });

  it('keys rate limits by the matched site and form, not the raw Host or path', async () => {
    const from = '127.0.0.51';
    for (let i = 0; i < LIMIT; i += 1)
      expect((await groupPost(from, host('broadway'), group.path, valid(`v${i}`))).status).toBe(303);
    for (const [hostName, path] of [
      [`www.broadway.localhost:${serverPort()}`, group.path],
      [`broadway.localhost.:${serverPort()}`, group.path],
      [`BROADWAY.localhost:${serverPort()}`, group.path],
      [host('broadway'), `${group.path}/`],
    ] as const)
      expect((await groupPost(from, hostName, path, valid('again'))).status, `${hostName}${path}`).toBe(429);
    const consent = (path: string) =>
      groupPost('127.0.0.52', host('broadway'), path, { consent: 'all', return: '/' });
    for (let i = 0; i < LIMIT; i += 1) expect((await consent('/consent')).status).toBe(303);
    expect((await consent('/consent/')).status).toBe(429);
  });

  it('refuses a control character in the group form with a field error, keeping the values (no 503)', async () => {
    const answer = await groupPost(
      '127.0.0.71',
      host('broadway'),
      group.path,
      valid('Wheelchair\u0000access'),
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/hamilton/?group=error#group-booking');
    expect(String(answer.headers['set-cookie'])).toMatch(/^group_form=[\w-]+; /);
    const json = await groupPost('127.0.0.72', host('broadway'), group.path, valid('Bell\u0007'), {
      accept: 'application/json',
    });
    expect(json.status).toBe(400);
    expect(JSON.parse(json.body)).toEqual({
      status: 'Error: Remove the invisible control characters from this field',
      errors: { message: 'Remove the invisible control characters from this field' },
    });
  });

  it('answers a double submit the same, and a host that is no microsite 404', async () => {
    const body = valid(`double ${Date.now()}`);
    const first = await groupPost('127.0.0.81', host('broadway'), group.path, body);
    const second = await groupPost('127.0.0.81', host('broadway'), group.path, body);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.location).toBe(first.headers.location);
    const unknown = await groupPost('127.0.0.82', `nosuch.localhost:${serverPort()}`, group.path, valid('x'));
    expect(unknown.status).toBe(404);
  });

  it('answers a sign-up the same for a known and a new address', async () => {
    const address = `known-${Date.now()}@example.com`;
    const signUp = (from: string) =>
      groupPost(from, host('paris'), '/', { form: 'subscribe', email: address });
    const fresh = await signUp('127.0.0.91');
    const known = await signUp('127.0.0.92');
    expect(fresh.status).toBe(303);
    expect([known.status, known.headers.location, known.body]).toEqual([
      fresh.status,
      fresh.headers.location,
      fresh.body,
    ]);
  });
});
