import { z } from 'zod';
import type { TourGroupItinerariesAnswer } from '../../../lib/catalogue/client';
import type { LanguageCode } from '../../../lib/i18n/languages';
import type { Translate } from '../../../lib/i18n/translator';
import { distanceKm, type LatLon } from '../../../lib/rules/geo/distanceKm';
import { compassPoint, projectPoints, type MapFrame } from '../../../lib/rules/geo/stopMap';
import { durationWording } from '../../../lib/rules/policies/durationWording';
import type { Poi } from './venueView';

/** The itinerary map's drawing area (SVG user units). */
export const MAP_FRAME: MapFrame = { width: 640, height: 400, padding: 40 };

const sectionSchema = z.object({
  type: z.enum(['START_LOCATION', 'STOP', 'END_LOCATION']),
  name: z.string().catch(''),
  durationMinutes: z.number().int().min(0).catch(0),
  poiId: z.number().int().positive().nullable().catch(null),
});

export interface ItineraryStop {
  number: number;
  kind: 'start' | 'stop' | 'end';
  name: string;
  /** 'Meeting point', 'End point'; empty for the stops in between. */
  role: string;
  duration: string | undefined;
  /** Where it lies from the previous mapped stop, in words: '0.6 km north-west of the previous stop'. */
  fromPrevious: string | undefined;
  point: { x: number; y: number } | undefined;
}

export interface ItineraryView {
  state: 'ok' | 'failed';
  name: string;
  total: string | undefined;
  stops: ItineraryStop[];
  /** SVG path through the mapped stops; undefined with fewer than two. */
  route: string | undefined;
  mapped: number;
}

const ms = (minutes: number) => minutes * 60_000;
const KIND = { START_LOCATION: 'start', STOP: 'stop', END_LOCATION: 'end' } as const;

/**
 * The itinerary section (spec 001 §2 "itinerary (timeline or map)"): the catalogue itinerary of a tour
 * as a timeline of stops with the time spent at each, and a map of the stops that have coordinates,
 * with each stop's distance and direction from the previous one as the map's text equivalent. Names
 * come from the points of interest (localised), else the itinerary.
 * @example itineraryView(answer, stopPois, { lang: 'en', bcp47: 'en', t }).stops[1] // { number: 2, role: '', name: 'Colosseum', duration: '75 min', … }
 */
export function itineraryView(
  answer: TourGroupItinerariesAnswer | undefined | null,
  pois: readonly Poi[],
  locale: { lang: LanguageCode; bcp47: string; t: Translate },
): ItineraryView | undefined {
  const { lang, bcp47, t } = locale;
  if (!answer) return { state: 'failed', name: '', total: undefined, stops: [], route: undefined, mapped: 0 };
  const itinerary = answer.experienceItineraries[0];
  const sections = (Array.isArray(itinerary?.sections) ? itinerary.sections : []).flatMap((raw) => {
    const parsed = sectionSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  if (!itinerary || sections.length === 0) return undefined;
  const byId = new Map(pois.map((poi) => [poi.id, poi]));
  const located = sections.map((section) => {
    const location = section.poiId ? byId.get(section.poiId)?.location : undefined;
    return location ? { latitude: location.latitude, longitude: location.longitude } : undefined;
  });
  const mappedPoints = located.filter((p): p is LatLon => p !== undefined);
  const projected = projectPoints(mappedPoints, MAP_FRAME);
  const km = new Intl.NumberFormat(bcp47, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  let mappedIndex = 0;
  let previous: LatLon | undefined;
  const stops = sections.map((section, index): ItineraryStop => {
    const kind = KIND[section.type];
    const here = located[index];
    const point = here ? projected[mappedIndex++] : undefined;
    const fromPrevious =
      here && previous
        ? t('contentPage.fromPrevious', {
            distance: km.format(distanceKm(previous, here)),
            direction: t(`contentPage.direction.${compassPoint(previous, here)}`),
          })
        : undefined;
    if (here) previous = here;
    const poi = section.poiId ? byId.get(section.poiId) : undefined;
    return {
      number: index + 1,
      kind,
      name: poi?.name || section.name,
      role: kind === 'start' ? t('contentPage.start') : kind === 'end' ? t('contentPage.end') : '',
      duration:
        section.durationMinutes > 0 ? durationWording(ms(section.durationMinutes), null, lang) : undefined,
      fromPrevious,
      point,
    };
  });
  const totalMinutes = sections.reduce((sum, s) => sum + s.durationMinutes, 0);
  return {
    state: 'ok',
    name: itinerary.name ?? '',
    total: totalMinutes > 0 ? durationWording(ms(totalMinutes), null, lang) : undefined,
    stops,
    route:
      projected.length >= 2
        ? projected.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${p.y}`).join(' ')
        : undefined,
    mapped: projected.length,
  };
}
