import { describe, expect, it } from 'vitest';
import { countUpstreamCall, upstreamCalls } from './upstreamCalls';

describe('upstream calls', () => {
  it('counts each upstream on its own', () => {
    const before = { ...upstreamCalls };
    countUpstreamCall('content');
    countUpstreamCall('content');
    countUpstreamCall('catalogue');
    expect(upstreamCalls.content - before.content).toBe(2);
    expect(upstreamCalls.catalogue - before.catalogue).toBe(1);
  });
});
