import { describe, expect, it, vi } from 'vitest';
import { handleSubscribePost } from './handleSubscribePost';

const page = {
  event: 'City Page Subscribe',
  site: 'paris-city-tickets.com',
  language: 'fr',
  uid: 'paris-city-tickets.com',
  pathname: '/fr/',
} as const;
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://paris.localhost/fr/', {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

describe('handleSubscribePost', () => {
  it('stores with the page’s own event, site and language, then redirects to the thank-you state', async () => {
    const store = vi.fn(async () => ({ ok: true as const, alreadySubscribed: false }));
    const outcome = await handleSubscribePost(
      post('form=subscribe&email=ada%40example.com&site=evil.com'),
      page,
      store,
    );
    expect(store).toHaveBeenCalledWith({
      email: 'ada@example.com',
      event: 'City Page Subscribe',
      site: 'paris-city-tickets.com',
      language: 'fr',
      pageUid: 'paris-city-tickets.com',
    });
    expect(outcome).toEqual({ kind: 'redirect', location: '/fr/?subscribed=1#subscribe' });
  });
  it('keeps the typed address on an invalid one (400) and says when storage is down (503)', async () => {
    const invalid = vi.fn(async () => ({ ok: false as const, error: 'invalidEmail' as const }));
    expect(await handleSubscribePost(post('form=subscribe&email=ada%40'), page, invalid)).toEqual({
      kind: 'form',
      form: { state: 'invalid', email: 'ada@' },
      status: 400,
    });
    const down = vi.fn(async () => ({ ok: false as const, error: 'unavailable' as const }));
    expect(await handleSubscribePost(post('form=subscribe&email=a%40b.co'), page, down)).toMatchObject({
      status: 503,
    });
  });
  it('is not ours without the form field, with a malformed or an oversized body', async () => {
    const store = vi.fn();
    expect(await handleSubscribePost(post('email=a%40b.co'), page, store)).toEqual({ kind: 'notOurs' });
    expect(
      await handleSubscribePost(
        post('%%%', { 'content-type': 'multipart/form-data; boundary=x' }),
        page,
        store,
      ),
    ).toEqual({
      kind: 'notOurs',
    });
    expect(
      await handleSubscribePost(post('form=subscribe', { 'content-length': '100000' }), page, store),
    ).toEqual({
      kind: 'notOurs',
    });
    expect(store).not.toHaveBeenCalled();
  });
});
