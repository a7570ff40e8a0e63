import { z } from 'zod';
import { richTextToPlain } from '../../../lib/content/richText';
import { linkUrl, type LinkResolver } from '../../../lib/content/links';
import { pageLinks } from '../../../lib/views/pageLinks';
import type { Variant } from '../../../lib/rules/experiments/experiments';
import { DAY_TRIP_VIDEO_EXPERIMENT, dayTripVideo, type DayTripVideo } from '../rules/dayTripVideo';
import { CATEGORY_DAY_TRIPS, destinationGroups, type Destination } from '../rules/destinationGroups';
import { buildCards, type CardView } from '../../../lib/cards/buildCards';
import { fetchProducts } from '../../../lib/cards/fetchProducts';
import { showPageUids } from '../../../lib/cards/showPageLookup';
import { loadPageBase, type PageBase, type PageDocument } from '../../../lib/views/pageBase';
import type { PageContext } from '../../../lib/request/pageContext';
import { BANNER_SIZE, mediaUrl } from '../../../lib/views/slices/bannerView';
import type { ImageView, SectionState } from '../../../lib/views/slices/sliceViews';
import { filledFields } from '../../../lib/rules/filledFields';
import { logger } from '../../../lib/log/logger';

const logs = logger('day-trips');

export interface DayTripsBanner {
  title: string;
  chatBubble: string | undefined;
  /** Shown on small screens, where the long description folds away. */
  shortDescription: string | undefined;
  /** Rich text; shown on large screens and behind "Read more" on small ones. */
  longDescription: unknown;
  image: ImageView | undefined;
  video: DayTripVideo | undefined;
}

export interface DayTripGroupView {
  /** The destination; undefined for the rest (headed "More day trips" when destinations exist). */
  heading: string | undefined;
  count: string;
  cards: CardView[];
}

export interface DayTripsPageView {
  kind: 'dayTrips';
  base: PageBase;
  /** The day trip videos experiment's variant (spec 001 §9, 80/20): treatment = the watch-video action. */
  variant: Variant;
  banner: DayTripsBanner;
  products: { state: SectionState; groups: DayTripGroupView[] };
}

const text = z.unknown().transform((value) => (typeof value === 'string' ? value.trim() : ''));
const destinationSchema = z.object({
  destination: z.string().trim().min(1),
  tgids: z
    .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
    .transform((value) =>
      (Array.isArray(value) ? value : String(value).split(','))
        .map((id) => Number(String(id).trim()))
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
});

/**
 * The page's destinations (`destinations` group: destination, tgids as "10261, 10262"); rows without
 * a destination are left out with a warning.
 * @example dayTripDestinations([{ destination: 'Pompeii', tgids: '10261, 10262' }]) → [{ name: 'Pompeii', tgids: [10261, 10262] }]
 */
export function dayTripDestinations(
  value: unknown,
  log: (message: string) => void = (message: string) => logs.warn(message),
): Destination[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row, index) => {
    const parsed = destinationSchema.safeParse(filledFields(row));
    if (parsed.success) return [{ name: parsed.data.destination, tgids: parsed.data.tgids }];
    log(`[day trips] destination ${index + 1} has no name; left out`);
    return [];
  });
}

/**
 * The day trips banner (spec 001 §2): title, chat-bubble text, short and long descriptions, the image,
 * and the watch-video action in the experiment's treatment. Media only from this host or https.
 * @example dayTripsBanner({ title: [...], chat_bubble_text: 'Ciao!' }, 'control', t, resolve).chatBubble === 'Ciao!'
 */
export function dayTripsBanner(
  data: Record<string, unknown>,
  variant: Variant,
  t: PageContext['t'],
  resolve: LinkResolver,
): DayTripsBanner {
  const title = richTextToPlain(data['title']);
  const imageSrc = mediaUrl(text.parse(data['image_src']) || undefined);
  const long = data['long_description'];
  const duration = data['video_duration'];
  return {
    title,
    chatBubble: text.parse(data['chat_bubble_text']) || undefined,
    shortDescription: text.parse(data['short_description']) || undefined,
    longDescription: Array.isArray(long) && richTextToPlain(long).trim() !== '' ? long : undefined,
    image: imageSrc
      ? {
          src: imageSrc,
          alt: text.parse(data['image_alt']),
          width: BANNER_SIZE.width,
          height: BANNER_SIZE.height,
        }
      : undefined,
    video: dayTripVideo(
      {
        src: mediaUrl(linkUrl(data['video_url'], resolve)),
        poster: mediaUrl(text.parse(data['video_poster']) || undefined) ?? imageSrc,
        label: text.parse(data['watch_video_label']),
        duration: typeof duration === 'number' || typeof duration === 'string' ? duration : undefined,
        uploadDate: text.parse(data['video_upload_date']) || undefined,
      },
      variant,
      t('dayTrips.watchVideo'),
    ),
  };
}

const asId = (value: unknown): number | undefined => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

/**
 * A day trips page (spec 001 §2; a microsite tagged `tagged_content_type: day-trips`): the banner, the
 * catalogue's day trips of the city (category 6 unless the page tags another) as product cards grouped
 * by the page's destinations, then the body and slices. A failed list explains itself; the page stays 200.
 * @example await loadDayTripsPage({ uid: 'colosseum-rome-tickets.com.day-trips-from-rome', data, segments: ['day-trips-from-rome'] }, context)
 */
export async function loadDayTripsPage(page: PageDocument, context: PageContext): Promise<DayTripsPageView> {
  const city =
    String(page.data['tagged_city'] ?? '')
      .trim()
      .toUpperCase() || context.site.cityCode;
  const category = asId(page.data['tagged_category']) ?? CATEGORY_DAY_TRIPS;
  const [base, list] = await Promise.all([
    loadPageBase(page, context),
    fetchProducts({ kind: 'category', id: category, city, limit: 100 }, context),
  ]);
  const showPages = await showPageUids(
    context.content,
    list.items.map((item) => item.id),
    context.locale,
    context.site.domain,
  );
  const cards = buildCards(list.items, showPages, context);
  const destinations = dayTripDestinations(page.data['destinations']);
  const groups = destinationGroups(
    cards.map((view) => ({ id: view.card.tgid, view })),
    destinations,
  ).map((group) => ({
    heading: group.name ?? (destinations.length > 0 ? context.t('dayTrips.more') : undefined),
    count: context.t('dayTrips.count', { count: group.items.length }),
    cards: group.items.map((item) => item.view),
  }));
  const variant = context.experiments?.[DAY_TRIP_VIDEO_EXPERIMENT] ?? 'control';
  return {
    kind: 'dayTrips',
    base,
    variant,
    banner: dayTripsBanner(page.data, variant, context.t, pageLinks(context)),
    products: {
      state: list.state === 'failed' ? 'failed' : cards.length === 0 ? 'empty' : 'ok',
      groups,
    },
  };
}
