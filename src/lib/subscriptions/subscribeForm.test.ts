import { describe, expect, it } from 'vitest';
import { stateAfterFailure, stateFromQuery, subscribeEventFor, thankYouLocation } from './subscribeForm';

describe('subscription form', () => {
  it('names the event of the pages that have a form', () => {
    expect(subscribeEventFor('city', 'microsite')).toBe('City Page Subscribe');
    expect(subscribeEventFor('category', 'microsite')).toBe('Category/Sub Category Page Subscribe');
    expect(subscribeEventFor('content', 'news_page')).toBe('News Page Subscribe');
    expect(subscribeEventFor('content', 'microsite')).toBeUndefined();
    expect(subscribeEventFor('show', 'showpage')).toBeUndefined();
  });
  it('redirects to the thank-you state without the address', () => {
    expect(thankYouLocation('/ar/')).toBe('/ar/?subscribed=1#subscribe');
    expect(thankYouLocation('/')).toBe('/?subscribed=1#subscribe');
  });
  it('reads the state from the query, ignoring anything else', () => {
    expect(stateFromQuery(new URLSearchParams('subscribed=1'))).toEqual({ state: 'subscribed' });
    // The answer never says whether the address was known; an old `again` link is the empty form.
    expect(stateFromQuery(new URLSearchParams('subscribed=again'))).toEqual({ state: 'idle' });
    expect(stateFromQuery(new URLSearchParams('subscribed=<script>'))).toEqual({ state: 'idle' });
  });
  it('keeps the typed address after a failure', () => {
    expect(stateAfterFailure({ ok: false, error: 'invalidEmail' }, 'ada@')).toEqual({
      state: 'invalid',
      email: 'ada@',
    });
    expect(stateAfterFailure({ ok: false, error: 'unavailable' }, 'ada@example.com')).toEqual({
      state: 'unavailable',
      email: 'ada@example.com',
    });
  });
});
