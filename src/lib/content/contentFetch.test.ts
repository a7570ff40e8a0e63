import { describe, expect, it } from 'vitest';
import { createContentFetch, DEFAULT_RETRY_AFTER_MS, retryAfterMs } from './contentFetch';

describe('retryAfterMs', () => {
  it('defaults to 1000 ms', () => {
    expect(DEFAULT_RETRY_AFTER_MS).toBe(1000);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs('')).toBe(1000);
    expect(retryAfterMs('soon')).toBe(1000);
  });
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('0.5')).toBe(500);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:03 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(
      3000,
    );
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', Date.parse('Wed, 21 Oct 2026 07:29:00 GMT'))).toBe(
      0,
    );
  });
});

describe('createContentFetch', () => {
  it('passes other answers through, and turns 403 into 401 with the same body', async () => {
    const answers = [new Response('{"message":"no"}', { status: 403 }), new Response('ok', { status: 200 })];
    const fetch = createContentFetch(async () => answers.shift() as Response, { sleep: async () => {} });
    const forbidden = await fetch('http://x');
    expect(forbidden.status).toBe(401);
    expect(await forbidden.text()).toBe('{"message":"no"}');
    expect((await fetch('http://x')).status).toBe(200);
  });
  it('gives every request a timeout signal', async () => {
    let signal: AbortSignal | null | undefined;
    const fetch = createContentFetch(async (_input, init) => {
      signal = init?.signal;
      return new Response('ok');
    });
    await fetch('http://x');
    expect(signal).toBeInstanceOf(AbortSignal);
  });
});
