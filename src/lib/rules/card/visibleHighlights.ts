/** Highlights fill at most this many words on a card (spec 000 §5). */
export const HIGHLIGHT_WORD_BUDGET = 42;
/** …and at most this many items. */
export const HIGHLIGHT_MAX_ITEMS = 4;
/** When not even the first item fits the budget, this many items are shown (the card clamps their lines). */
export const HIGHLIGHT_FALLBACK_ITEMS = 2;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

const plain = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The highlight items of a product: list items of rich-text HTML, or lines of plain text, or an array.
 * Markup is removed, so the result is always plain text.
 * @example highlightItems('<ul><li>Skip the line</li><li>Audio &amp; guide</li></ul>') → ['Skip the line', 'Audio & guide']
 */
export function highlightItems(source: string | readonly string[] | null | undefined): string[] {
  if (!source) return [];
  const parts =
    typeof source === 'string'
      ? /<li[\s>]/i.test(source)
        ? source.split(/<li[^>]*>/i).slice(1)
        : source.split(/\n|<br\s*\/?>/i)
      : source;
  return parts.map((part) => plain(String(part))).filter(Boolean);
}

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * The highlights a card shows (spec 000 §5): leading items while their words add up to at most 42,
 * at most 4 items; when even the first item is longer than 42 words ("empty" within the budget),
 * the first 2 items.
 * @example visibleHighlights(['a b', 'c d', 'e f', 'g h', 'i j']).length === 4
 */
export function visibleHighlights(items: readonly string[]): string[] {
  let words = 0;
  let count = 0;
  for (const item of items) {
    if (count === HIGHLIGHT_MAX_ITEMS) break;
    words += wordCount(item);
    if (words > HIGHLIGHT_WORD_BUDGET) break;
    count += 1;
  }
  return items.slice(0, count === 0 ? HIGHLIGHT_FALLBACK_ITEMS : count);
}
