/**
 * A name as a path segment of the global site: letters without accents, lowercase, apostrophes
 * dropped, every other run of punctuation or spaces one hyphen (`&` too: `Tickets & Tours` →
 * `tickets-tours`). Empty when nothing is left (a name in another script: give the page its own uid).
 * @example slugifyName('Île-de-France') === 'ile-de-france'
 * @example slugifyName('Colosseum, Roman Forum & Palatine Hill') === 'colosseum-roman-forum-palatine-hill'
 */
export function slugifyName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The most characters a slug of a product name keeps (cut at a word boundary). */
export const MAX_SLUG_LENGTH = 60;

/**
 * The path segments of a global page (the uid scheme `<domain>.<country>[.<city>[.<leaf>]]`): the
 * English names of its country, city and collection or experience, slugged; a leaf longer than
 * {@link MAX_SLUG_LENGTH} is cut at its last hyphen within the limit.
 * @example globalSegments({ country: 'Italy', city: 'Rome', leaf: 'Colosseum' }) → ['italy', 'rome', 'colosseum']
 * @example globalSegments({}) → [] (the homepage)
 */
export function globalSegments(names: { country?: string; city?: string; leaf?: string }): string[] {
  const segments: string[] = [];
  if (!names.country) return segments;
  segments.push(slugifyName(names.country));
  if (!names.city) return segments;
  segments.push(slugifyName(names.city));
  if (!names.leaf) return segments;
  let leaf = slugifyName(names.leaf);
  if (leaf.length > MAX_SLUG_LENGTH) {
    const cut = leaf.slice(0, MAX_SLUG_LENGTH + 1);
    leaf = cut.slice(0, Math.max(cut.lastIndexOf('-'), 1));
  }
  segments.push(leaf);
  return segments.filter((segment) => segment !== '');
}
