import { describe, expect, it } from 'vitest';
import { SeenEvents } from './seenEvents';

describe('SeenEvents', () => {
  it('claims an id once within its time, again after it', () => {
    let now = 0;
    const seen = new SeenEvents({ ttlMs: 1000, now: () => now });
    expect(seen.claim('e1')).toBe(true);
    expect(seen.claim('e1')).toBe(false);
    expect(seen.claim('e2')).toBe(true);
    now = 999;
    expect(seen.claim('e1')).toBe(false);
    now = 1000;
    expect(seen.claim('e1')).toBe(true);
  });

  it('holds at most maxIds ids, forgetting the oldest, and drops expired ones as it goes', () => {
    let now = 0;
    const seen = new SeenEvents({ ttlMs: 1000, maxIds: 3, now: () => now });
    for (const id of ['a', 'b', 'c', 'd']) seen.claim(id);
    expect(seen.size).toBe(3);
    expect(seen.claim('a')).toBe(true); // forgotten: applied again
    expect(seen.claim('d')).toBe(false);
    now = 5000;
    seen.claim('e');
    expect(seen.size).toBe(1);
  });

  it('forgets an id on request (its event could not be applied)', () => {
    const seen = new SeenEvents();
    seen.claim('e1');
    seen.forget('e1');
    expect(seen.claim('e1')).toBe(true);
  });
});
