/**
 * The value cached under a key, created on first use: Intl formatters and translators are costly to
 * build, so each is built once per process and key.
 * @example cachedBy(formats, 'en|USD', () => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }))
 */
export function cachedBy<K, V>(cache: Map<K, V>, key: K, create: () => V): V {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = create();
  cache.set(key, value);
  return value;
}
