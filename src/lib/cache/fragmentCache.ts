import { hash } from 'node:crypto';
import { Cache } from './cache';
import { layerOff } from './cacheLayers';
import { derivedOnce } from './derivedOnce';

/**
 * Rendered HTML fragments (a product card, …) kept by a key that names every input of their markup, so
 * a listing renders each card once per product, price, language and variant instead of on every page
 * view (docs/page-cache.md, "Fragments"). Nothing needs invalidating: changed inputs make another key,
 * and the old fragment ages out of the bounded memory.
 */
export interface FragmentCache {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
  readonly stats: { hits: number; misses: number; entries: number; bytes: number };
}

/** Characters are counted twice (V8 keeps non-Latin-1 strings as UTF-16) plus the key and the entry. */
const sizeOf = (html: string): number => html.length * 2 + 128;

/**
 * The same string, flat: a fragment comes out of Astro's renderer as a rope (each piece concatenated
 * onto the last, one V8 string object per piece), and a kept rope stays one: the memory's collector marks
 * every piece of every kept fragment (most of a million string objects after a cold pass, issue 25), and
 * every page that writes the fragment in walks them again when it is encoded. Reading a character makes
 * V8 flatten the rope in place (one string; the collector drops the pieces), as `flatstr` does.
 * @example flatten('a' + 'b') === 'ab'
 */
export function flatten(html: string): string {
  // The read decides the answer (NaN only for the empty string), so no compiler drops it as unused.
  return Number.isNaN(html.charCodeAt(0)) ? '' : html;
}

/** @example createFragmentCache(1024).stats.entries === 0 */
export function createFragmentCache(maxBytes: number, off: boolean | (() => boolean) = false): FragmentCache {
  const lru = new Cache<string>({ maxBytes, sizeOf, off });
  let hits = 0;
  let misses = 0;
  return {
    get(key) {
      const html = lru.get(key);
      if (html === undefined) misses += 1;
      else hits += 1;
      return html;
    },
    set(key, html) {
      lru.set(key, flatten(html));
    },
    get stats() {
      return { hits, misses, entries: lru.count, bytes: lru.bytes };
    },
  };
}

/**
 * The key of a fragment: its kind and a digest of its inputs as JSON. The inputs must be plain data
 * (what the markup reads: the view model, the language, the variant); a missing or undefined field and
 * a different field order only ever make a different key, never a wrong answer.
 * @example fragmentKey('card', { tgid: 7, lang: 'en' }) === fragmentKey('card', { tgid: 7, lang: 'en' })
 */
export function fragmentKey(kind: string, inputs: unknown): string {
  return `${kind}:${digest(inputs)}`;
}

// Digests of shared, deep-frozen inputs (a card's view made once per catalogue answer) by identity.
const digests = new WeakMap<object, string>();

/**
 * A digest of a value as JSON for a fragment key. A frozen object (deep-frozen, as every shared view is)
 * cannot change, so its digest is computed once and remembered by identity; anything else is digested
 * afresh.
 * @example digestOf(deepFreeze({ tgid: 7 })) === digestOf({ tgid: 7 })
 */
export function digestOf(value: unknown): string {
  return derivedOnce(digests, value, digest);
}

const digest = (value: unknown): string => hash('sha256', JSON.stringify(value) ?? 'undefined', 'base64url');

/** The process's fragments: 32 MiB, about ten thousand product cards. */
export const FRAGMENT_CACHE_MAX_BYTES = 32 * 1024 * 1024;
// One per process, shared by the render pipeline and the page cache's /metrics in the Node listener
// (bundled apart), like the render scope.
const KEY = Symbol.for('storefront.fragments');
const holder = globalThis as typeof globalThis & { [KEY]?: FragmentCache };
export const fragments: FragmentCache = (holder[KEY] ??= createFragmentCache(FRAGMENT_CACHE_MAX_BYTES, () =>
  layerOff('fragments'),
));
