import { describe, expect, it } from 'vitest';
import { stateAfterFailure, stateFromQuery, thankYouLocation } from './subscribeForm';

describe('subscription form', () => {
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
