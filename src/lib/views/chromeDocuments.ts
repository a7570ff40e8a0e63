import { z } from 'zod';
import { richTextBlock } from '../content/local/documentSchema';
import { isLanguageCode, type LanguageCode } from '../i18n/languages';
import { FOOTER_TYPE, HEADER_TYPE } from '../rules/revalidate/siteWideTypes';
import { buildPagePath } from '../rules/routing/pagePath';
import { filledFields } from '../rules/filledFields';

export { FOOTER_TYPE, HEADER_TYPE };

/** The partnership classes of spec 001 §3 (each crossed with sensitive / non-sensitive). */
export const PARTNERSHIPS = ['partnered', 'non-partnered'] as const;
export type Partnership = (typeof PARTNERSHIPS)[number];

export interface ChromeLink {
  label: string;
  /** The same-site path with the document's language prefix, e.g. `/ar/guided-tours/`. */
  href: string;
}

export type NavEntry =
  ({ kind: 'link' } & ChromeLink) | { kind: 'group'; label: string; links: ChromeLink[] };

export interface HeaderContent {
  /** The language of the document used (English when the page's language has none). */
  language: LanguageCode;
  navigation: NavEntry[];
}

export interface FooterColumn {
  heading: string;
  links: ChromeLink[];
}

export interface FooterContent {
  language: LanguageCode;
  partnership: Partnership;
  sensitive: boolean;
  /** The venue as the footer sentences of this language read it (see docs/content-model.md). */
  venue: string;
  columns: FooterColumn[];
  /** Optional rich text under the partnership statement. */
  text: unknown[] | undefined;
}

/**
 * A same-site path without language prefix, with a trailing slash: `/`, `/guided-tours/`. The
 * storefront adds the document's language prefix, so `/ar/…` here is refused (it would double it).
 */
const PATH = /^\/(?:[a-z0-9][a-z0-9_-]*\/)*$/;
const sitePath = z
  .string()
  .trim()
  .refine((path) => PATH.test(path) && !isLanguageCode(path.split('/')[1] ?? ''), {
    message: 'must be a same-site path without language prefix, such as /guided-tours/',
  });
const text = z.string().trim().min(1);

const navItem = z.object({ label: text, path: sitePath, group: z.string().trim().optional() });
const footerItem = z.object({ label: text, path: sitePath, column: z.string().trim().optional() });

const headerData = z.object({ navigation: z.array(z.unknown()).default([]) });
const footerData = z.object({
  partnership: z.enum(PARTNERSHIPS),
  sensitive: z.boolean().default(false),
  venue: text,
  links: z.array(z.unknown()).default([]),
  text: z.array(richTextBlock).optional(),
});

export type Log = (message: string) => void;

/** Parses each item on its own: a bad link is logged and left out, the others stay. */
function items<T>(values: unknown[], schema: z.ZodType<T>, where: string, log: Log): T[] {
  return values.flatMap((value, index) => {
    const parsed = schema.safeParse(filledFields(value));
    if (parsed.success) return [parsed.data];
    const issue = parsed.error.issues[0];
    log(`[chrome] ${where}[${index}] ignored: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`);
    return [];
  });
}

/**
 * Items in document order, gathered under their group at the place of the group's first item; an item
 * whose group is undefined stands alone.
 */
function grouped<T extends { label: string; path: string }>(
  values: readonly T[],
  groupOf: (item: T) => string | undefined,
  language: LanguageCode,
): { group: string | undefined; links: ChromeLink[] }[] {
  const groups: { group: string | undefined; links: ChromeLink[] }[] = [];
  for (const item of values) {
    const group = groupOf(item);
    const link = { label: item.label, href: buildPagePath(language, item.path.split('/').filter(Boolean)) };
    const existing = group === undefined ? undefined : groups.find((entry) => entry.group === group);
    if (existing) existing.links.push(link);
    else groups.push({ group, links: [link] });
  }
  return groups;
}

const describe = (issue: z.core.$ZodIssue | undefined) =>
  issue ? `${issue.path.join('.')}: ${issue.message}` : 'unreadable';

/**
 * The header of one language from a `common_header` document's data; undefined (logged) when the
 * document cannot be read. Ungrouped items stay single links.
 * @example parseHeader({ navigation: [{ label: 'Tours', path: '/guided-tours/' }] }, 'ar', log)
 *   → { language: 'ar', navigation: [{ kind: 'link', label: 'Tours', href: '/ar/guided-tours/' }] }
 */
export function parseHeader(data: unknown, language: LanguageCode, log: Log): HeaderContent | undefined {
  const parsed = headerData.safeParse(filledFields(data));
  if (!parsed.success) {
    log(`[chrome] ${HEADER_TYPE} (${language}) ignored: ${describe(parsed.error.issues[0])}`);
    return undefined;
  }
  const links = items(parsed.data.navigation, navItem, `${HEADER_TYPE} (${language}) navigation`, log);
  const navigation = grouped(links, (item) => item.group || undefined, language).flatMap(
    (entry): NavEntry[] =>
      entry.group === undefined
        ? entry.links.map((link) => ({ kind: 'link', ...link }))
        : [{ kind: 'group', label: entry.group, links: entry.links }],
  );
  return { language, navigation };
}

/**
 * The footer of one language from a `common_footer` document's data; undefined (logged) when the
 * partnership, the venue or the link list cannot be read.
 * @example parseFooter({ partnership: 'partnered', venue: 'the Colosseum', links: [] }, 'en', log)
 *   → { language: 'en', partnership: 'partnered', sensitive: false, venue: 'the Colosseum', columns: [], text: undefined }
 */
export function parseFooter(data: unknown, language: LanguageCode, log: Log): FooterContent | undefined {
  const parsed = footerData.safeParse(filledFields(data));
  if (!parsed.success) {
    log(`[chrome] ${FOOTER_TYPE} (${language}) ignored: ${describe(parsed.error.issues[0])}`);
    return undefined;
  }
  const { partnership, sensitive, venue, links, text: note } = parsed.data;
  const columns = grouped(
    items(links, footerItem, `${FOOTER_TYPE} (${language}) links`, log),
    (item) => item.column ?? '',
    language,
  ).map((entry) => ({ heading: entry.group ?? '', links: entry.links }));
  return { language, partnership, sensitive, venue, columns, text: note?.length ? note : undefined };
}
