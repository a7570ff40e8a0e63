import { describe, expect, it } from 'vitest';
import { defaultRenderConcurrency } from './renderConcurrency';

describe('defaultRenderConcurrency', () => {
  it('is one render at a time when every upstream is in this process, whatever the cores', () => {
    expect(defaultRenderConcurrency(2, { remoteUpstream: false })).toBe(1);
    expect(defaultRenderConcurrency(8, { remoteUpstream: false })).toBe(1);
  });

  it('is twice the cores when an upstream is across a network', () => {
    expect(defaultRenderConcurrency(2, { remoteUpstream: true })).toBe(4);
    expect(defaultRenderConcurrency(16, { remoteUpstream: true })).toBe(32);
  });

  it('renders at least one page at a time whatever the machine reports', () => {
    expect(defaultRenderConcurrency(0, { remoteUpstream: false })).toBe(1);
    expect(defaultRenderConcurrency(Number.NaN, { remoteUpstream: true })).toBe(2);
    expect(defaultRenderConcurrency(2.5, { remoteUpstream: true })).toBe(4);
  });
});
