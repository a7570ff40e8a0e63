import { z } from 'zod';
import { buildCards } from '../cards/buildCards';
import { showPageUids } from '../cards/showPageLookup';
import { answerParams, type PageContext } from '../request/pageContext';
import { taggedPagePaths } from '../content/taggedPages';
import type { TourGroup } from '../rules/catalogueTypes';
import { calendarIslandOf, collectionFactsOf, inventorySlotsOf, nextAvailableOf } from './catalogueAnswers';
import { shortcodesIn } from './parsedText';
import { NO_SHORTCODE_DATA, calendarKey, type ShortcodeData, type ShortcodeDefaults } from './shortcodeData';
import { shortcodeNeeds } from './shortcodeNeeds';

/** Days of inventory read for inv-price and timings: the coming two weeks. */
export const INVENTORY_DAYS = 14;

const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

/**
 * What shortcodes without their own ids refer to on a page: a show page's `tgid` and the page's
 * `tagged_collection` (CMS values, checked here).
 * @example shortcodeDefaultsOf({ tgid: '10002', tagged_collection: 167 }) → { tgid: 10002, collectionId: 167 }
 */
export function shortcodeDefaultsOf(data: Record<string, unknown>): ShortcodeDefaults {
  return { tgid: positiveId.parse(data['tgid']), collectionId: positiveId.parse(data['tagged_collection']) };
}

/** A product's calendar (the coming 90 days from the venue's today); undefined when the call failed. */
async function calendarOf(tgid: number, variant: number | undefined, context: PageContext): Promise<unknown> {
  try {
    return await context.catalogue.getCalendar(
      tgid,
      { currency: context.currency, variantId: variant },
      context.request,
    );
  } catch {
    // getCalendar rethrows by spec (000 §8) and is logged by the client: only this widget degrades.
    return undefined;
  }
}

/**
 * The catalogue data of the shortcodes in some rich-text fields (a page's body and rich-text slices),
 * fetched once per page and in parallel, in the page's language and the visitor's currency: tour groups
 * one call each, calendars per product, ONE inventories call, ONE collections call, one collection-page
 * query and one show-page lookup for experience cards. Fields without a `[` cost nothing. A failed call
 * leaves its keys out: the widgets that needed it degrade, the page stays whole.
 * @example await loadShortcodeData([page.data.body], context, shortcodeDefaultsOf(page.data))
 */
export async function loadShortcodeData(
  fields: readonly unknown[],
  context: PageContext,
  defaults: ShortcodeDefaults = {},
): Promise<ShortcodeData> {
  const nodes = shortcodesIn(fields);
  if (nodes.length === 0) return { ...NO_SHORTCODE_DATA, defaults };
  const needs = shortcodeNeeds(nodes, defaults);
  const params = answerParams(context);
  const { catalogue, request } = context;
  const [groups, calendars, inventories, collections, collectionPaths, showPages] = await Promise.all([
    Promise.all(needs.products.map((tgid) => catalogue.getTourGroup(tgid, params, request))),
    Promise.all(needs.calendars.map(({ tgid, variant }) => calendarOf(tgid, variant, context))),
    needs.inventories.length > 0
      ? catalogue.getInventories(needs.inventories, { ...params, 'for-days': INVENTORY_DAYS }, request)
      : undefined,
    needs.collections.length > 0 ? catalogue.getCollections(needs.collections, params, request) : undefined,
    taggedPagePaths(
      context.content,
      'tagged_collection',
      needs.collectionLinks,
      context.locale,
      context.language,
      context.site.domain,
    ),
    showPageUids(context.content, needs.experiences, context.locale, context.site.domain),
  ]);
  const products = new Map<number, TourGroup>();
  groups.forEach((group) => {
    // The answer is the spec's TourGroup; the types differ only in optional-vs-undefined fields.
    if (group && typeof group.id === 'number') products.set(group.id, group as unknown as TourGroup);
  });
  const experienceGroups = needs.experiences.flatMap((tgid) => products.get(tgid) ?? []);
  // An experience the editor named is shown even on older designs, which drop unlisted products.
  const cards = buildCards(experienceGroups, showPages, {
    language: context.language,
    host: context.host,
    site: { ...context.site, designV3: true },
  });
  return {
    defaults,
    products,
    calendars: new Map(
      needs.calendars.flatMap(({ tgid, variant }, index) => {
        const value = nextAvailableOf(calendars[index]);
        return value ? [[calendarKey(tgid, variant), value] as const] : [];
      }),
    ),
    calendarIslands: new Map(
      needs.calendars.flatMap(({ tgid, variant }, index) => {
        const key = calendarKey(tgid, variant);
        const value = needs.calendarIslands.includes(key) ? calendarIslandOf(calendars[index]) : undefined;
        return value ? [[key, value] as const] : [];
      }),
    ),
    inventories: inventorySlotsOf(inventories),
    collections: collectionFactsOf(collections),
    collectionPaths,
    cards: new Map(cards.map((view) => [view.card.tgid, view])),
  };
}
