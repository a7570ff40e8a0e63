import type { TourGroup } from '../../../lib/rules/catalogueTypes';
import { todayIn } from '../../../lib/rules/dates/isoDate';
import { parseShowPage } from '../../../lib/rules/showPage/parseShowPage';
import { answerParams, type PageContext } from '../../../lib/request/pageContext';
import { showProduct } from '../../../lib/views/showPage';
import { loadCalendar } from '../../../lib/views/showFeatures/loadCalendar';
import { loadSimilar } from '../../../lib/views/showFeatures/loadSimilar';
import type { GlobalParts } from './globalTypes';
import type { GlobalDocument } from './globalDocument';
import { hrefOf } from './globalSections';
import type { GlobalIndex } from './globalIndex';

type Parts = { notFound: boolean; parts: Extract<GlobalParts, { page: 'experience' }> };

/**
 * An experience: the product summary of the show page's pieces (gallery, highlights, price, rating,
 * cancellation, next available date from the calendar in the product city's time zone, the booking
 * link of its flow type, the calendar island), and its collection's page on this site. When the
 * product cannot be loaded, the media call tells an unknown tgid (404) from a failing catalogue
 * (the page stays, saying the product is unavailable).
 */
export async function loadExperienceParts(
  fields: GlobalDocument,
  indexP: Promise<GlobalIndex>,
  context: PageContext,
  now: Date,
): Promise<Parts> {
  const tgid = typeof fields.entity === 'number' ? fields.entity : undefined;
  const [index, group] = await Promise.all([
    indexP,
    tgid
      ? context.catalogue.getTourGroup(tgid, answerParams(context), context.request)
      : Promise.resolve(null),
  ]);
  const none: Parts['parts'] = { page: 'experience', tgid, product: undefined, collection: undefined };
  if (!tgid) return { notFound: true, parts: none };
  if (!group) {
    const media = await context.catalogue.getExperienceMedia([tgid], context.language, context.request);
    const unknown = media
      ? !media.resourceEntityMedias.some((entry) => entry.resourceEntityId === tgid)
      : false;
    return { notFound: unknown, parts: none };
  }
  const city = await context.catalogue.getCity(
    group.city?.code ?? undefined,
    context.language,
    context.request,
  );
  const today = todayIn(now, city?.timeZone ?? 'UTC');
  const [dates, similar] = await Promise.all([
    loadCalendar(tgid, today, context),
    loadSimilar(group as unknown as TourGroup, context),
  ]);
  const parsed = parseShowPage(undefined, { now, timeZone: city?.timeZone ?? 'UTC' });
  const collectionId = (group as unknown as TourGroup).primaryCollection?.id;
  const collectionPage = collectionId ? index.find('collection', collectionId) : undefined;
  return {
    notFound: false,
    parts: {
      page: 'experience',
      tgid,
      product: showProduct(group, parsed, dates.calendar, today, context, dates.failed),
      collection: collectionPage
        ? { name: collectionPage.name, href: hrefOf(collectionPage.segments, context) }
        : undefined,
      similar,
    },
  };
}
