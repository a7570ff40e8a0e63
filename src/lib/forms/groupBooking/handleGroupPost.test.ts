import { describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../rateLimit';
import { readCookies } from '../../request/cookies';
import { decodeGroupFlash, GROUP_FLASH_COOKIE } from './flash';
import { handleGroupPost, type GroupPostDeps } from './handleGroupPost';
import type { GroupBooking } from '../../rules/validation/groupBooking';
import type { GroupOrigin } from './store';

const PAGE = 'http://hamilton.localhost:4321';
const URL_ = `${PAGE}/api/group-submit-form`;
const fields = {
  name: 'Amira Haddad',
  email: 'amira@example.com',
  phone: '',
  date: '2026-06-15',
  adults: '12',
  children: '0',
  message: 'School trip <b>please</b>',
  lang: 'en',
  return: '/ar/hamilton/',
  tgid: '7001',
};

function setup(overrides: Partial<GroupPostDeps> = {}) {
  const stored: { booking: GroupBooking; origin: GroupOrigin }[] = [];
  const targets: unknown[] = [];
  const deps: GroupPostDeps = {
    limiter: new MemoryRateLimiter({ capacity: 100, windowSeconds: 60 }),
    clientAddress: '203.0.113.9',
    site: 'broadway-tickets.com',
    https: false,
    today: () => '2026-05-01',
    loadLimits: (target) => {
      targets.push(target);
      return Promise.resolve({ min: 10, max: 40 });
    },
    store: (booking, origin) => {
      stored.push({ booking, origin });
      return Promise.resolve({ ok: true });
    },
    ...overrides,
  };
  return { deps, stored, targets };
}

const form = (values: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PAGE, ...headers },
    body: new URLSearchParams(values).toString(),
  });

describe('handleGroupPost without JavaScript', () => {
  it('stores a valid request and redirects back to the page', async () => {
    const { deps, stored, targets } = setup();
    const response = await handleGroupPost(form(fields), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ar/hamilton/?group=sent#group-booking');
    expect(targets).toEqual([{ tgid: 7001, collectionId: undefined }]);
    expect(stored).toEqual([
      {
        booking: expect.objectContaining({ name: 'Amira Haddad', adults: 12, children: 0 }),
        origin: {
          site: 'broadway-tickets.com',
          language: 'en',
          pagePath: '/ar/hamilton/',
          tgid: 7001,
          collectionId: undefined,
        },
      },
    ]);
  });

  it('redirects a refused request with the values and error codes in a flash cookie', async () => {
    const { deps, stored } = setup();
    const response = await handleGroupPost(form({ ...fields, name: 'Amira', adults: '3' }), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ar/hamilton/?group=error#group-booking');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(decodeGroupFlash(readCookies(cookie.split(';')[0]).get(GROUP_FLASH_COOKIE))).toEqual({
      values: expect.objectContaining({ name: 'Amira', adults: '3', message: 'School trip <b>please</b>' }),
      errors: { name: 'name', adults: 'groupMin' },
      limits: { min: 10, max: 100 },
    });
    expect(stored).toEqual([]);
  });

  it('stores the matched site’s domain, never the Host the request named', async () => {
    const { deps, stored } = setup();
    const request = new Request('http://WWW.Hamilton.localhost.:8080/api/group-submit-form/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    expect((await handleGroupPost(request, deps)).status).toBe(303);
    expect(stored.map((entry) => entry.origin.site)).toEqual(['broadway-tickets.com']);
  });

  it('refuses control characters with a field error, keeping the values, and stores nothing', async () => {
    const { deps, stored } = setup({ https: true });
    const message = 'Wheelchair\u0000access';
    const response = await handleGroupPost(form({ ...fields, message }), deps);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ar/hamilton/?group=error#group-booking');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('; Secure');
    const flash = decodeGroupFlash(readCookies(cookie.split(';')[0]).get(GROUP_FLASH_COOKIE));
    expect(flash?.errors).toEqual({ message: 'control' });
    expect(flash?.values.message).toBe(message);
    expect(flash?.values.name).toBe('Amira Haddad');
    expect(stored).toEqual([]);
  });

  it('never redirects to another host', async () => {
    const { deps } = setup();
    const response = await handleGroupPost(form({ ...fields, return: '//evil.example/' }), deps);
    expect(response.headers.get('location')).toBe('/?group=sent#group-booking');
  });

  it('resolves dot segments before deciding the return path (issue 20 §5)', async () => {
    const { deps } = setup();
    for (const hostile of ['/x/..//evil.example/', '/x/%2e%2e//evil.example/', '/%2f%2fevil.example/']) {
      const response = await handleGroupPost(form({ ...fields, return: hostile }), deps);
      expect(response.headers.get('location'), hostile).toBe('/?group=sent#group-booking');
    }
  });

  it('accepts a filled honeypot silently without storing it', async () => {
    const { deps, stored } = setup();
    const response = await handleGroupPost(form({ ...fields, website: 'http://spam.example' }), deps);
    expect(response.status).toBe(303);
    expect(stored).toEqual([]);
  });
});

describe('handleGroupPost for scripts', () => {
  const jsonRequest = (body: unknown, headers: Record<string, string> = {}) =>
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PAGE, ...headers },
      body: JSON.stringify(body),
    });

  it('answers Successful', async () => {
    const response = await handleGroupPost(jsonRequest(fields), setup().deps);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'Successful' });
  });

  it('answers Error: with the first error and every field’s text', async () => {
    const response = await handleGroupPost(
      jsonRequest({ ...fields, lang: 'fr', email: 'x', adults: '150' }),
      setup().deps,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'Error: Veuillez saisir une adresse e-mail valide',
      errors: {
        email: 'Veuillez saisir une adresse e-mail valide',
        adults: '* La taille maximale du groupe est de 100 (adultes + enfants)',
      },
    });
  });

  it('answers 413 for a body over the limit and 415 for another type', async () => {
    const big = await handleGroupPost(jsonRequest({ ...fields, message: 'x'.repeat(20_000) }), setup().deps);
    expect(big.status).toBe(413);
    const xml = await handleGroupPost(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'text/xml', origin: PAGE },
        body: '<a/>',
      }),
      setup().deps,
    );
    expect(xml.status).toBe(415);
    const broken = await handleGroupPost(jsonRequest('[1,2]'), setup().deps);
    expect(broken.status).toBe(400);
  });

  it('rate-limits per client with Retry-After', async () => {
    const { deps } = setup({
      limiter: new MemoryRateLimiter({ capacity: 2, windowSeconds: 60, now: () => 0 }),
    });
    expect((await handleGroupPost(jsonRequest(fields), deps)).status).toBe(200);
    expect((await handleGroupPost(jsonRequest(fields), deps)).status).toBe(200);
    const third = await handleGroupPost(jsonRequest(fields), deps);
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('30');
    const other = await handleGroupPost(jsonRequest(fields), { ...deps, clientAddress: '198.51.100.1' });
    expect(other.status).toBe(200);
    // The bucket is the site's, whatever Host or path variant named it.
    const variant = new Request('http://www.hamilton.localhost.:80/api/group-submit-form/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fields),
    });
    expect((await handleGroupPost(variant, deps)).status).toBe(429);
  });

  it('answers a control character with the field’s error text', async () => {
    const response = await handleGroupPost(
      jsonRequest({ ...fields, name: 'Amira\u001b Haddad' }),
      setup().deps,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'Error: Remove the invisible control characters from this field',
      errors: { name: 'Remove the invisible control characters from this field' },
    });
  });

  it('says the request could not be sent when storing fails', async () => {
    const { deps } = setup({ store: () => Promise.resolve({ ok: false }) });
    const response = await handleGroupPost(jsonRequest(fields), deps);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'Error: We could not send your request just now. Please try again in a moment.',
    });
  });
});

describe('handleGroupPost with the group product’s limits (issue 21 §2)', () => {
  const json = (values: Record<string, string>) =>
    form(values, { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' });
  it('takes 12 adults + 2 children on a product that books at most 10', async () => {
    const { deps, stored } = setup({ loadLimits: () => Promise.resolve({ min: 1, max: 10 }) });
    const response = await handleGroupPost(json({ ...fields, adults: '12', children: '2' }), deps);
    expect(await response.json()).toEqual({ status: 'Successful' });
    expect(stored).toHaveLength(1);
  });
  it('refuses one adult on a collection page', async () => {
    const { deps } = setup({ loadLimits: () => Promise.resolve({ min: 1, max: 10 }) });
    const { tgid: _tgid, ...rest } = fields;
    const response = await handleGroupPost(
      json({ ...rest, collection: '167', adults: '1', children: '0' }),
      deps,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 'Error: * Minimum group size is 10 (adult + children)',
      errors: { adults: '* Minimum group size is 10 (adult + children)' },
    });
  });
});
