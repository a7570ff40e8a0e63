import { findPage, pageDocumentTypesFor } from '../content/findPage';
import { richTextToPlain } from '../content/richText';
import { parseSlices } from '../content/slices/sliceSchemas';
import { deriveUid } from '../rules/routing/pagePath';
import { loadShortcodeData, shortcodeDefaultsOf } from '../shortcodes/loadShortcodes';
import type { ShortcodeData } from '../shortcodes/shortcodeData';
import { breadcrumbTrail, type Crumb } from './breadcrumbs';
import type { PageContext } from '../request/pageContext';
import { loadSlices } from './slices/loadSlices';
import type { SliceView } from './slices/sliceViews';

/** What every page shows: its heading, body, slice zone and breadcrumbs. */
export interface PageBase {
  /** The title rich-text field (one heading1). */
  titleField: unknown;
  title: string;
  body: unknown;
  slices: SliceView[];
  breadcrumbs: Crumb[];
  /**
   * Catalogue data of the shortcodes in the body and rich-text slices (pass to `RichText`); always
   * set by `loadPageBase`, optional for page bases built by hand.
   */
  shortcodes?: ShortcodeData;
}

export interface PageDocument {
  uid: string;
  data: Record<string, unknown>;
  segments: readonly string[];
}

/** Titles of the page's ancestors (`a`, `a.b` for `a.b.c`), each undefined when there is no such page. */
async function ancestorTitles(page: PageDocument, context: PageContext): Promise<(string | undefined)[]> {
  const ancestors = page.segments.slice(0, -1).map((_, index) => page.segments.slice(0, index + 1));
  return Promise.all(
    ancestors.map(async (segments) => {
      try {
        const document = await findPage(
          context.content,
          deriveUid(context.site.domain, segments),
          context.locale,
          pageDocumentTypesFor(context.site),
        );
        return richTextToPlain(document?.data['title']) || undefined;
      } catch {
        return undefined;
      }
    }),
  );
}

/**
 * The parts every page has, loaded in parallel: slices (with their catalogue calls), the titles of
 * the breadcrumb trail and the data of the shortcodes in the body and rich-text slices.
 * @example await loadPageBase({ uid, data, segments: ['guided-tours'] }, context)
 */
export async function loadPageBase(page: PageDocument, context: PageContext): Promise<PageBase> {
  const title = richTextToPlain(page.data['title']);
  const parsedSlices = parseSlices(page.data['slices']);
  const richTexts = parsedSlices.flatMap((slice) =>
    slice.slice_type === 'rich_text' ? [slice.primary.content] : [],
  );
  const [slices, titles, shortcodes] = await Promise.all([
    loadSlices(parsedSlices, context),
    ancestorTitles(page, context),
    loadShortcodeData([page.data['body'], ...richTexts], context, shortcodeDefaultsOf(page.data)),
  ]);
  return {
    titleField: page.data['title'],
    title,
    body: page.data['body'],
    slices,
    breadcrumbs: breadcrumbTrail({
      origin: context.origin,
      language: context.language,
      segments: page.segments,
      homeName: context.t('shell.home'),
      title,
      ancestorTitles: titles,
    }),
    shortcodes,
  };
}
