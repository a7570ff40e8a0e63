import { describe, expect, it } from 'vitest';
import { createByteLru } from './byteLru';

const bytes = (n: number) => new Uint8Array(n);

describe('createByteLru', () => {
  it('evicts the least recently used entries past the byte bound', () => {
    const lru = createByteLru<Uint8Array>(100, (v) => v.byteLength);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    expect(lru.get('a')?.byteLength).toBe(40); // a is now the most recent
    lru.set('c', bytes(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')?.byteLength).toBe(40);
    expect(lru.get('c')?.byteLength).toBe(40);
    expect(lru.size).toBe(80);
    expect(lru.count).toBe(2);
  });
  it('replaces a key without counting it twice, and skips a value larger than the bound', () => {
    const lru = createByteLru<Uint8Array>(100, (v) => v.byteLength);
    lru.set('a', bytes(30));
    lru.set('a', bytes(50));
    expect(lru.size).toBe(50);
    lru.set('huge', bytes(101));
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(50);
    lru.set('b', bytes(50));
    expect(lru.size).toBe(100);
    expect(lru.count).toBe(2);
  });
});
