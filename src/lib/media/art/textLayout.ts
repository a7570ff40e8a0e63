/**
 * Fits a name into a few lines of bold DejaVu Sans without measuring glyphs (the SVG is built before
 * rasterising): per-character advance widths, in em, close to DejaVu Sans Bold's.
 */
const NARROW = new Set([...'iljft.,;:!|\'"()[] ']);
const WIDE = new Set([...'mwMWQOGCDH@%&']);

/**
 * Estimated advance of a text in em (bold).
 * @example textEm('Wicked') ≈ 3.5
 */
export function textEm(text: string): number {
  let em = 0;
  for (const char of text) {
    if (NARROW.has(char)) em += 0.38;
    else if (WIDE.has(char)) em += 0.92;
    else if (char >= 'A' && char <= 'Z') em += 0.76;
    else em += 0.66;
  }
  return em;
}

export interface TitleBox {
  /** Width available to a line, in the picture's units. */
  width: number;
  maxLines: number;
  /** Largest and smallest font sizes tried, in the picture's units. */
  maxSize: number;
  minSize: number;
}

export interface TitleLayout {
  size: number;
  lines: string[];
}

/** Greedy word wrap at a font size; a word longer than a line stays whole (it overflows, then shrinks). */
function wrap(words: readonly string[], size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textEm(candidate) * size > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const fits = (lines: readonly string[], size: number, box: TitleBox) =>
  lines.length <= box.maxLines && lines.every((line) => textEm(line) * size <= box.width);

/**
 * The largest font size (in steps of 4 %) at which the title fits the box; at the smallest size,
 * the lines that do not fit are cut and the last one ends with an ellipsis.
 * @example layoutTitle('The Lion King', { width: 1000, maxLines: 3, maxSize: 96, minSize: 40 }) → { size: 96, lines: ['The Lion King'] }
 */
export function layoutTitle(title: string, box: TitleBox): TitleLayout {
  const words = title.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { size: box.maxSize, lines: [] };
  for (let size = box.maxSize; size > box.minSize; size *= 0.96) {
    const lines = wrap(words, size, box.width);
    if (fits(lines, size, box)) return { size: round(size), lines };
  }
  const lines = wrap(words, box.minSize, box.width);
  if (fits(lines, box.minSize, box)) return { size: round(box.minSize), lines };
  const cut = lines.length > box.maxLines;
  const kept = lines
    .slice(0, box.maxLines)
    .map((line, index, all) => shorten(line, cut && index === all.length - 1, box.minSize, box.width));
  return { size: round(box.minSize), lines: kept };
}

/** Cuts a line to the width, ending it with an ellipsis when cut (or when `ellipsis` says text follows). */
function shorten(line: string, ellipsis: boolean, size: number, width: number): string {
  let body = line;
  let more = ellipsis;
  const text = () => (more ? `${body}…` : body);
  while (body.length > 1 && textEm(text()) * size > width) {
    body = body.slice(0, -1).trimEnd();
    more = true;
  }
  return text();
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Escapes text for SVG content and attributes.
 * @example escapeXml('Tom & "Jerry" <3') === 'Tom &amp; &quot;Jerry&quot; &lt;3'
 */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
