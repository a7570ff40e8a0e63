import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { pageMix, runLoad, warm } from '../../scripts/lib/loadgen.ts';

/**
 * The shortened load test of `npm test` (issue 11 §3): the checked page mix — page types, languages,
 * currencies and consent states — under 50 connections for 8 s against the built server with its page
 * cache. Every answer must be a 200 showing that visitor's currency and language; no error, whatever the
 * speed (`npm run load` is the full 200-connection, 60-second run with figures).
 */
describe('load (shortened)', () => {
  it('answers every request of a mixed load correctly, with no error', { timeout: 120_000 }, async () => {
    const port = Number(new URL(inject('catalogueBase')).port);
    const mix = pageMix((alias) => `${alias}.localhost:${port}`);
    await warm(port, mix);
    const result = await runLoad({ port, connections: 50, seconds: 8, mix });
    expect(result.samples).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.wrong).toBe(0);
    expect(Object.keys(result.statuses)).toEqual(['200']);
    expect(result.requests).toBeGreaterThan(mix.length);
  });
});
