import { describe, expect, it } from 'vitest';
import { assignVariant } from './assignVariant';
import { bucketOf, fnv1a } from './bucketOf';
import { EXPERIMENTS, isExperimentName, isVariant, type ExperimentName } from './experiments';
import { formatExperimentOverride, parseExperimentOverride } from './parseExperimentOverride';
import { isSandboxId, visitorExperiments } from './visitorExperiments';

const sandboxIds = Array.from({ length: 4000 }, (_, index) => `sandbox-${index}`);
const treatmentShare = (experiment: ExperimentName): number =>
  sandboxIds.filter((sandboxId) => assignVariant(experiment, { sandboxId }) === 'treatment').length /
  sandboxIds.length;

describe('fnv1a and bucketOf', () => {
  it('hashes with 32-bit FNV-1a', () => {
    expect(fnv1a('')).toBe(2166136261);
    expect(fnv1a('a')).toBe(3826002220);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
  it('puts a visitor in a stable bucket 0..99', () => {
    expect(bucketOf('cta-copy', 'sandbox-1')).toBe(fnv1a('cta-copy:sandbox-1') % 100);
    expect(bucketOf('cta-copy', 'sandbox-1')).toBe(bucketOf('cta-copy', 'sandbox-1'));
    const buckets = sandboxIds.map((id) => bucketOf('ratings', id));
    expect(Math.min(...buckets)).toBe(0);
    expect(Math.max(...buckets)).toBe(99);
  });
});

describe('EXPERIMENTS', () => {
  it('holds the splits of spec 001 §9', () => {
    expect(EXPERIMENTS).toEqual({
      'nearby-cities-carousel': 100,
      'review-translation': 100,
      'sticky-pill-bar': 100,
      'day-trip-videos': 80,
      'cancellation-insurance': 50,
      'cta-copy': 50,
      ratings: 50,
      'seat-map-revamp': 50,
      'session-replay': 95,
      'hoho-mobile-revamp': 0,
      'product-card-video': 0,
      'landing-page-experiment': 0,
    });
    expect(isExperimentName('cta-copy')).toBe(true);
    expect(isExperimentName('toString')).toBe(false);
    expect(isExperimentName(5)).toBe(false);
    expect(isVariant('treatment')).toBe(true);
    expect(isVariant('control')).toBe(true);
    expect(isVariant('b')).toBe(false);
  });
});

describe('assignVariant', () => {
  it('gives 100/0 experiments to control and 0/100 ones to treatment', () => {
    expect(treatmentShare('sticky-pill-bar')).toBe(0);
    expect(treatmentShare('landing-page-experiment')).toBe(1);
    expect(treatmentShare('product-card-video')).toBe(1);
    expect(treatmentShare('hoho-mobile-revamp')).toBe(1);
  });
  it('splits the others close to their shares', () => {
    expect(Math.abs(treatmentShare('day-trip-videos') - 0.2)).toBeLessThan(0.03);
    expect(Math.abs(treatmentShare('cta-copy') - 0.5)).toBeLessThan(0.03);
    expect(Math.abs(treatmentShare('session-replay') - 0.05)).toBeLessThan(0.02);
  });
  it('follows the bucket boundary exactly', () => {
    const sandboxId = sandboxIds.find((id) => bucketOf('cta-copy', id) === 49) ?? '';
    const next = sandboxIds.find((id) => bucketOf('cta-copy', id) === 50) ?? '';
    expect(assignVariant('cta-copy', { sandboxId })).toBe('control');
    expect(assignVariant('cta-copy', { sandboxId: next })).toBe('treatment');
    expect(assignVariant('cta-copy', { sandboxId: ` ${next} ` })).toBe('treatment');
  });
  it('shows the control without a sandbox id', () => {
    expect(assignVariant('landing-page-experiment', {})).toBe('control');
    expect(assignVariant('landing-page-experiment', { sandboxId: '  ' })).toBe('control');
  });
  it('lets the URL override win, then the stored one', () => {
    const input = {
      sandboxId: 'sandbox-1',
      urlOverride: 'cta-copy:control',
      storedOverride: 'cta-copy:treatment',
    };
    expect(assignVariant('cta-copy', input)).toBe('control');
    expect(assignVariant('cta-copy', { ...input, urlOverride: 'ratings:treatment' })).toBe('treatment');
    expect(assignVariant('sticky-pill-bar', { storedOverride: 'sticky-pill-bar:treatment' })).toBe(
      'treatment',
    );
  });
});

describe('parseExperimentOverride', () => {
  it('reads name:variant pairs', () => {
    expect(parseExperimentOverride('cta-copy:treatment, Ratings : CONTROL')).toEqual({
      'cta-copy': 'treatment',
      ratings: 'control',
    });
    expect(parseExperimentOverride('ratings:control,ratings:treatment')).toEqual({ ratings: 'treatment' });
  });
  it('skips unknown or malformed pairs', () => {
    expect(parseExperimentOverride('nope:treatment,ratings:b,cta-copy,ratings:control:x,:control')).toEqual(
      {},
    );
    expect(parseExperimentOverride('')).toEqual({});
    expect(parseExperimentOverride(null)).toEqual({});
  });
  it('writes overrides back', () => {
    expect(formatExperimentOverride({ ratings: 'control', 'cta-copy': 'treatment' })).toBe(
      'ratings:control,cta-copy:treatment',
    );
    expect(formatExperimentOverride({})).toBe('');
  });
});

describe('visitorExperiments', () => {
  const base = {
    urlOverride: undefined,
    storedOverride: undefined,
    isBot: false,
    newId: () => 'sandbox-new-1',
  };
  it('gives a first-time visitor a sandbox id and buckets them by it', () => {
    const result = visitorExperiments({ ...base, sandboxId: undefined });
    expect(result.newSandboxId).toBe('sandbox-new-1');
    expect(result.variants['cta-copy']).toBe(assignVariant('cta-copy', { sandboxId: 'sandbox-new-1' }));
    expect(result.variants['landing-page-experiment']).toBe('treatment');
    expect(result.variants['sticky-pill-bar']).toBe('control');
  });
  it('keeps a known sandbox id, and gives bots the controls without one', () => {
    expect(visitorExperiments({ ...base, sandboxId: 'sandbox-1' }).newSandboxId).toBeUndefined();
    const bot = visitorExperiments({ ...base, sandboxId: undefined, isBot: true });
    expect(bot.newSandboxId).toBeUndefined();
    expect(bot.variants['landing-page-experiment']).toBe('control');
    expect(visitorExperiments({ ...base, sandboxId: 'bad id!' }).newSandboxId).toBe('sandbox-new-1');
  });
  it('lets the URL override win and stores it; the stored one comes next', () => {
    const url = visitorExperiments({
      ...base,
      sandboxId: 'sandbox-1',
      urlOverride: 'ratings:treatment,nope:x',
    });
    expect(url.variants.ratings).toBe('treatment');
    expect(url.newOverride).toBe('ratings:treatment');
    const stored = visitorExperiments({
      ...base,
      sandboxId: 'sandbox-1',
      storedOverride: 'cta-copy:control',
    });
    expect(stored.variants['cta-copy']).toBe('control');
    expect(stored.newOverride).toBeUndefined();
    expect(
      visitorExperiments({
        ...base,
        sandboxId: 'sandbox-1',
        urlOverride: 'ratings:treatment',
        storedOverride: 'ratings:treatment',
      }).newOverride,
    ).toBeUndefined();
    expect(isSandboxId('abc')).toBe(false);
  });
});
