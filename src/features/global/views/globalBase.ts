import { parseSlices } from '../../../lib/content/slices/sliceSchemas';
import { globalBreadcrumbs } from '../rules/globalBreadcrumbs';
import { loadShortcodeData, shortcodeDefaultsOf } from '../../../lib/shortcodes/loadShortcodes';
import type { PageBase, PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import { loadSlices } from '../../../lib/views/slices/loadSlices';
import type { GlobalDocument } from './globalDocument';
import type { GlobalIndex } from './globalIndex';

/**
 * The parts every global page has: title, intro (the body), slices with their catalogue calls, the
 * shortcodes' data, and the breadcrumbs Home › Country › City › page, named by the ancestors'
 * short names from the site's index (no lookup per ancestor).
 */
export async function loadGlobalBase(
  page: PageDocument,
  fields: GlobalDocument,
  index: Promise<GlobalIndex>,
  context: PageContext,
): Promise<PageBase> {
  const parsedSlices = parseSlices(page.data['slices']);
  const richTexts = parsedSlices.flatMap((slice) =>
    slice.slice_type === 'rich_text' ? [slice.primary.content] : [],
  );
  const [slices, shortcodes, pages] = await Promise.all([
    loadSlices(parsedSlices, context),
    loadShortcodeData([page.data['intro'], ...richTexts], context, shortcodeDefaultsOf(page.data)),
    index,
  ]);
  const steps = page.segments.slice(0, -1).flatMap((_, at) => {
    const entry = pages.byUid(page.segments.slice(0, at + 1));
    return entry ? [{ segments: entry.segments, name: entry.name }] : [];
  });
  return {
    titleField: page.data['title'],
    title: fields.title,
    body: page.data['intro'],
    slices,
    shortcodes,
    breadcrumbs: globalBreadcrumbs({
      origin: context.origin,
      language: context.language,
      homeName: context.t('shell.home'),
      steps,
      current: {
        segments: page.segments,
        name: page.segments.length === 0 ? fields.title : fields.name,
      },
    }),
  };
}
