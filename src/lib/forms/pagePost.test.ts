import { describe, expect, it } from 'vitest';
import type { Route } from '../routing/route';
import type { Site } from '../sites/site';
import { pagePost } from './pagePost';
import { MemoryRateLimiter } from './rateLimit';

const paris = { domain: 'paris-city-tickets.com', alias: 'paris' } as Site;
const pageRoute: Route = { kind: 'page', site: paris, language: 'fr', segments: [], uid: paris.domain };
const post = (body: string | null, headers: Record<string, string> = {}, host = 'paris.localhost') =>
  new Request(`http://${host}/fr/`, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(body === null ? {} : { 'content-length': String(new TextEncoder().encode(body).length) }),
      ...headers,
    },
  });
const context = (request: Request, route: Route = pageRoute, clientAddress = '203.0.113.9') => ({
  request,
  clientAddress,
  locals: { route },
});
const limiter = (capacity = 10) => new MemoryRateLimiter({ capacity, windowSeconds: 60, now: () => 0 });

describe('pagePost', () => {
  it('reads the typed address of our form', async () => {
    expect(await pagePost(context(post('form=subscribe&email=ada%40example.com')), limiter())).toEqual({
      kind: 'signup',
      email: 'ada@example.com',
    });
    expect(await pagePost(context(post('form=subscribe')), limiter())).toEqual({ kind: 'signup', email: '' });
  });
  it('answers 405 for a route that is no page, without taking a token', async () => {
    const bucket = limiter(1);
    for (const route of [
      { kind: 'unknownSite' },
      { kind: 'index' },
      { kind: 'notFound', site: paris },
    ] as Route[]) {
      const outcome = await pagePost(context(post('form=subscribe&email=a%40b.co'), route), bucket);
      expect(outcome.kind === 'refused' && outcome.response.status).toBe(405);
    }
    expect((await pagePost(context(post('form=subscribe')), bucket)).kind).toBe('signup');
  });
  it('answers 405 for a body that is not our form, 413 and 411 for large or unknown lengths', async () => {
    const status = async (request: Request) => {
      const outcome = await pagePost(context(request), limiter());
      return outcome.kind === 'refused' ? outcome.response.status : 200;
    };
    expect(await status(post('email=a%40b.co'))).toBe(405);
    expect(await status(post('%%%', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(405);
    expect(await status(post('form=subscribe', { 'content-length': '100000' }))).toBe(413);
    const chunked = new Request('http://paris.localhost/fr/', {
      method: 'POST',
      body: new ReadableStream({ start: (c) => c.close() }),
      duplex: 'half',
    } as RequestInit);
    expect(await status(chunked)).toBe(411);
  });
  it('limits each client per routed site, whatever Host variant named it', async () => {
    const bucket = limiter(2);
    const hosts = ['paris.localhost', 'www.paris.localhost.', 'PARIS.localhost:4321'];
    const statuses: number[] = [];
    for (const host of hosts) {
      const outcome = await pagePost(context(post('form=subscribe', {}, host)), bucket);
      statuses.push(outcome.kind === 'refused' ? outcome.response.status : 200);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = await pagePost(context(post('form=subscribe'), pageRoute, '198.51.100.1'), bucket);
    expect(other.kind).toBe('signup');
  });
});
