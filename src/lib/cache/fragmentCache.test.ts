import { describe, expect, it } from 'vitest';
import { keepShared } from './deepFreeze';
import { createFragmentCache, digestOf, flatten, fragmentKey } from './fragmentCache';

describe('fragmentKey', () => {
  it('is the same for the same inputs and differs when any input differs', () => {
    const card = { view: { tgid: 7, price: 89 }, language: 'en', ratingsTreatment: false };
    expect(fragmentKey('product-card', card)).toBe(fragmentKey('product-card', structuredClone(card)));
    expect(fragmentKey('product-card', card)).toMatch(/^product-card:[\w-]{43}$/);
    expect(fragmentKey('product-card', { ...card, language: 'fr' })).not.toBe(
      fragmentKey('product-card', card),
    );
    expect(fragmentKey('product-card', { ...card, view: { tgid: 7, price: 90 } })).not.toBe(
      fragmentKey('product-card', card),
    );
    expect(fragmentKey('other', card)).not.toBe(fragmentKey('product-card', card));
  });
});

describe('createFragmentCache', () => {
  it('keeps HTML, counts hits and misses, and stays within its bytes (least recently used first)', () => {
    // Each 100-character fragment weighs 100 * 2 + 128 = 328 bytes.
    const cache = createFragmentCache(700);
    const html = (n: number) => String(n).repeat(100).slice(0, 100);
    cache.set('a', html(1));
    cache.set('b', html(2));
    expect(cache.get('a')).toBe(html(1));
    cache.set('c', html(3));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe(html(3));
    expect(cache.stats).toEqual({ hits: 2, misses: 1, entries: 2, bytes: 656 });
    cache.set('huge', 'x'.repeat(400));
    expect(cache.get('huge')).toBeUndefined();
  });
});

describe('digestOf', () => {
  it('digests equal values alike, remembers shared ones, and digests others afresh', () => {
    const shared = keepShared({ tgid: 7, price: 89 });
    expect(digestOf(shared)).toBe(digestOf({ tgid: 7, price: 89 }));
    const open = { tgid: 7, price: 89 };
    const before = digestOf(open);
    open.price = 90;
    expect(digestOf(open)).not.toBe(before);
    expect(digestOf('x')).toBe(digestOf('x'));
  });
});

describe('flatten', () => {
  it('answers the same string, a rope of many pieces and the empty string included', () => {
    let rope = '';
    for (let i = 0; i < 2000; i += 1) rope += `<li data-i="${i}">€${i}</li>`;
    const copy = rope.split('').join('');
    expect(flatten(rope)).toBe(copy);
    expect(flatten('')).toBe('');
    expect(flatten('a' + 'ض')).toBe('aض');
  });

  it('is what the fragments keep: the same markup comes back', () => {
    const cache = createFragmentCache(1024 * 1024);
    let html = '';
    for (let i = 0; i < 100; i += 1) html += `<b>${i}</b>`;
    cache.set('k', html);
    expect(cache.get('k')).toBe(html);
  });
});
