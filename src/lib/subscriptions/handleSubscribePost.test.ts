import { describe, expect, it, vi } from 'vitest';
import { handleSubscribePost } from './handleSubscribePost';

const page = {
  event: 'City Page Subscribe',
  site: 'paris-city-tickets.com',
  language: 'fr',
  uid: 'paris-city-tickets.com',
  pathname: '/fr/',
} as const;

describe('handleSubscribePost', () => {
  it('stores with the page’s own event, site and language, then redirects to the thank-you state', async () => {
    const store = vi.fn(async () => ({ ok: true as const, alreadySubscribed: false }));
    const outcome = await handleSubscribePost('ada@example.com', page, store);
    expect(store).toHaveBeenCalledWith({
      email: 'ada@example.com',
      event: 'City Page Subscribe',
      site: 'paris-city-tickets.com',
      language: 'fr',
      pageUid: 'paris-city-tickets.com',
    });
    expect(outcome).toEqual({ kind: 'redirect', location: '/fr/?subscribed=1#subscribe' });
  });
  it('answers a known address exactly like a new one (no enumeration)', async () => {
    const known = await handleSubscribePost('ada@example.com', page, async () => ({
      ok: true,
      alreadySubscribed: true,
    }));
    const fresh = await handleSubscribePost('ada@example.com', page, async () => ({
      ok: true,
      alreadySubscribed: false,
    }));
    expect(known).toEqual(fresh);
  });
  it('keeps the typed address on an invalid one (400) and says when storage is down (503)', async () => {
    const invalid = vi.fn(async () => ({ ok: false as const, error: 'invalidEmail' as const }));
    expect(await handleSubscribePost('ada@', page, invalid)).toEqual({
      kind: 'form',
      form: { state: 'invalid', email: 'ada@' },
      status: 400,
    });
    const down = vi.fn(async () => ({ ok: false as const, error: 'unavailable' as const }));
    expect(await handleSubscribePost('a@b.co', page, down)).toMatchObject({ status: 503 });
  });
});
