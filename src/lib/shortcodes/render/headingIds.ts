/** Ids the page shell owns (the skip link's target): a heading never takes them. */
const SHELL_IDS: ReadonlySet<string> = new Set(['main']);

/**
 * Anchor ids for a field's headings, so that `[jumplink target=…]` can reach them: the heading's
 * words lowercased, accents dropped, joined by hyphens (letters of every script kept); a repeated id
 * gets `-2`, `-3`…, as does a shell id (`main`).
 * @example headingIds().next('Getting there') === 'getting-there'
 */
export function headingIds(): { next(text: string): string } {
  const used = new Map<string, number>([...SHELL_IDS].map((id) => [id, 1]));
  return {
    next(text: string): string {
      const base =
        text
          .normalize('NFKD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 60)
          .replace(/-+$/, '') || 'section';
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      return count === 1 ? base : `${base}-${count}`;
    },
  };
}
