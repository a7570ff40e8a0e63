import { describe, expect, it } from 'vitest';
import {
  answerKey,
  ContentAnswers,
  createContentFetch,
  DEFAULT_RETRY_AFTER_MS,
  retryAfterMs,
} from './contentFetch';

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

describe('content answers kept by URL (a ref never changes what it answers)', () => {
  const search = 'https://r.cdn.prismic.io/api/v2/documents/search?ref=abc&q=%5B%5D';
  it('answers a repeated document search from memory, and never the repository root', async () => {
    let calls = 0;
    const base = async () => {
      calls += 1;
      return new Response(`{"n":${calls}}`, { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const fetch = createContentFetch(base, { answers: new ContentAnswers(10, 10_000) });
    expect(await (await fetch(search)).text()).toBe('{"n":1}');
    const again = await fetch(search);
    expect(await again.text()).toBe('{"n":1}');
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(calls).toBe(1);
    await fetch('https://r.cdn.prismic.io/api/v2');
    await fetch('https://r.cdn.prismic.io/api/v2');
    expect(calls).toBe(3);
    await fetch(search.replace('ref=abc', 'ref=def'));
    expect(calls).toBe(4);
  });
  it('keeps only successful answers, and nothing with answers: null', async () => {
    let calls = 0;
    const failing = async () => {
      calls += 1;
      return new Response('{}', { status: 500 });
    };
    const fetch = createContentFetch(failing, { answers: new ContentAnswers(10, 10_000) });
    await fetch(search);
    await fetch(search);
    expect(calls).toBe(2);
    const ok = async () => {
      calls += 1;
      return new Response('{}', { status: 200 });
    };
    const uncached = createContentFetch(ok, { answers: null });
    await uncached(search);
    await uncached(search);
    expect(calls).toBe(4);
  });
  it('is bounded by entries and by characters, least recently used first', () => {
    const answers = new ContentAnswers(2, 10);
    answers.set('a', { body: '1234', headers: [] });
    answers.set('b', { body: '1234', headers: [] });
    answers.get('a');
    answers.set('c', { body: '1234', headers: [] });
    expect(answers.get('b')).toBeUndefined();
    expect(answers.get('a')?.body).toBe('1234');
    answers.set('d', { body: '12345678', headers: [] });
    expect(answers.size).toBe(1);
    answers.set('huge', { body: 'x'.repeat(11), headers: [] });
    expect(answers.get('huge')).toBeUndefined();
  });
  it('keys only document searches that name their ref', () => {
    expect(answerKey(search)).toBe(search);
    expect(answerKey('https://r.cdn.prismic.io/api/v2')).toBeUndefined();
    expect(answerKey('https://r.cdn.prismic.io/api/v2/documents/search?q=x')).toBeUndefined();
  });
});
