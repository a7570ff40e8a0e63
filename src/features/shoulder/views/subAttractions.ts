import { z } from 'zod';
import { idList, text } from '../../../lib/content/slices/sliceFields';
import { richTextToPlain } from '../../../lib/content/richText';
import { linkUrl, type LinkResolver } from '../../../lib/content/links';
import { safeLinkUrl } from '../../../lib/rules/shortcodes/safeUrl';
import { filledFields } from '../../../lib/rules/filledFields';
import { logger } from '../../../lib/log/logger';

const logs = logger('shoulder');

/**
 * Sub-attraction types (spec 001 §3: A, B, C), as this storefront defines them:
 * - **A**: a major part with its own tickets (the underground, the Roman Forum): a section of its own
 *   with text, image, time needed and the product cards of its `tgids`;
 * - **B**: a part seen on the standard visit (the second tier, the exhibition): a card with text and image;
 * - **C**: a minor point (a plaque, a nearby arch): one line in a short list.
 */
export const SUB_ATTRACTION_TYPES = ['A', 'B', 'C'] as const;
export type SubAttractionType = (typeof SUB_ATTRACTION_TYPES)[number];

export interface SubAttraction {
  /** The item's anchor on the page (`roman-forum`, else `sight-2`). */
  id: string;
  name: string;
  type: SubAttractionType;
  text: string;
  /** A picture on this host's media endpoint. */
  image: { src: string; alt: string } | undefined;
  /** Products whose cards an A item shows, in the editor's order. */
  tgids: number[];
  /** A same-site page about it. */
  href: string | undefined;
  /** "About 1 hour": how long it takes to see. */
  timeNeeded: string;
}

/**
 * The type a field names: `A`, `b`, `Type C`, `sub-attraction-a`; undefined when unknown.
 * @example subAttractionType('type b') === 'B'
 */
export function subAttractionType(value: unknown): SubAttractionType | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(?:(?:sub[-_\s]?attraction|type)[-_\s]*)?([abc])$/i.exec(value.trim());
  return match?.[1]?.toUpperCase() as SubAttractionType | undefined;
}

const sameHostPath = (value: string | undefined): string | undefined => {
  const url = value ? safeLinkUrl(value) : undefined;
  return url?.startsWith('/') ? url : undefined;
};

const plain = z.preprocess((value) => (Array.isArray(value) ? richTextToPlain(value) : value), text);

const item = z.object({
  name: plain.pipe(z.string().min(1)),
  type: z.unknown(),
  text: plain,
  image_src: text,
  image_alt: text,
  tgids: idList,
  link: z.unknown().optional(),
  time_needed: text,
});

/** An anchor id from a name: Latin letters and digits in kebab case, else `sight-<n>`. */
function anchorOf(name: string, index: number, taken: Set<string>): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  let id = /[a-z]/.test(slug) ? slug : `sight-${index + 1}`;
  if (taken.has(id)) id = `${id}-${index + 1}`;
  taken.add(id);
  return id;
}

/**
 * A shoulder page's `sub_attractions` group read item by item: `name` (required), `type` (A, B or
 * C; missing or unknown reads as C, with a warning when unknown), `text` (plain or rich text),
 * `image_src` and `image_alt` (a path on this host), `tgids` (comma-separated, for A items),
 * `link` (a Link field to a same-site page, read with `resolve`), `time_needed`. A nameless item is left out with a warning.
 * @example subAttractions([{ name: 'Roman Forum', type: 'A', tgids: '10201' }])[0] → { id: 'roman-forum', type: 'A', tgids: [10201], … }
 */
export function subAttractions(
  value: unknown,
  resolve: LinkResolver,
  log: (message: string) => void = (message: string) => logs.warn(message),
): SubAttraction[] {
  if (!Array.isArray(value)) return [];
  const taken = new Set<string>();
  return value.flatMap((row: unknown, index) => {
    const parsed = item.safeParse(filledFields(row ?? {}));
    if (!parsed.success) {
      log(`[shoulder] sub-attraction ${index} has no name; left out`);
      return [];
    }
    const data = parsed.data;
    const type = subAttractionType(data.type);
    if (!type && data.type !== undefined && data.type !== null && data.type !== '')
      log(`[shoulder] sub-attraction '${data.name}' has an unknown type; listed as C`);
    const src = sameHostPath(data.image_src);
    return [
      {
        id: anchorOf(data.name, index, taken),
        name: data.name,
        type: type ?? 'C',
        text: data.text,
        image: src ? { src, alt: data.image_alt } : undefined,
        tgids: [...new Set(data.tgids)],
        href: sameHostPath(linkUrl(data.link, resolve)),
        timeNeeded: data.time_needed,
      },
    ];
  });
}

/**
 * Items by type, each group in document order.
 * @example groupSubAttractions(items).A.map((item) => item.name) → ['Roman Forum', 'Palatine Hill']
 */
export function groupSubAttractions<T extends { type: SubAttractionType }>(
  items: readonly T[],
): Record<SubAttractionType, T[]> {
  return {
    A: items.filter((entry) => entry.type === 'A'),
    B: items.filter((entry) => entry.type === 'B'),
    C: items.filter((entry) => entry.type === 'C'),
  };
}
