import { CITY_GENERIC, CITY_LANDMARKS, namedLandmark, type LandmarkId } from './landmarks.ts';
import { artRandom, hashKey } from './random.ts';
import type { Place, Scene } from './scene.ts';
import { cityScene, landmarkScene, worldScene } from './sceneLandmark.ts';
import { museumScene, foodScene } from './sceneIndoor.ts';
import { stageScene } from './sceneStage.ts';
import { boatScene, busScene, coachScene, helicopterScene, transferScene } from './sceneTravel.ts';
import { parkScene, servicesScene, shieldScene, zooScene } from './sceneOther.ts';

/** The kinds of product a picture can be of (set from the catalogue category, see categoryTheme.ts). */
export const THEMES = [
  'landmark',
  'tour',
  'skyline',
  'world',
  'stage',
  'cruise',
  'bus',
  'transfer',
  'daytrip',
  'museum',
  'food',
  'aerial',
  'park',
  'zoo',
  'services',
  'shield',
] as const;

export type Theme = (typeof THEMES)[number];

/** What a picture shows, before it is drawn. */
export interface MotifSubject {
  title: string;
  theme: Theme;
  cityCode?: string | undefined;
  paletteKey: string;
}

/** The drawn motif: a scene of its own, or for landmark tickets and tours the landmark itself. */
export type Motif =
  | 'stage'
  | 'boat'
  | 'bus'
  | 'transfer'
  | 'coach'
  | 'museum'
  | 'food'
  | 'helicopter'
  | 'city'
  | 'world'
  | 'park'
  | 'zoo'
  | 'services'
  | 'shield'
  | LandmarkId;

const SCENES: Record<Exclude<Theme, 'landmark' | 'tour'>, readonly [Motif, Scene]> = {
  skyline: ['city', cityScene],
  world: ['world', worldScene],
  stage: ['stage', stageScene],
  cruise: ['boat', boatScene],
  bus: ['bus', busScene],
  transfer: ['transfer', transferScene],
  daytrip: ['coach', coachScene],
  museum: ['museum', museumScene],
  food: ['food', foodScene],
  aerial: ['helicopter', helicopterScene],
  park: ['park', parkScene],
  zoo: ['zoo', zooScene],
  services: ['services', servicesScene],
  shield: ['shield', shieldScene],
};

/** Cities without a landmark of their own get a generic one, the same for all their pictures. */
const GENERIC: readonly [LandmarkId, ...LandmarkId[]] = ['monument', 'cathedral', 'castle', 'ruins'];

/**
 * The landmark of a subject: the one its name mentions, else one of its city's (varying between
 * products), else a generic monument chosen by the city.
 * @example landmarkOf({ title: 'Eiffel Tower Summit Access Tickets', theme: 'landmark', cityCode: 'PARIS', paletteKey: 'k' }) === 'eiffel'
 */
export function landmarkOf(subject: MotifSubject): LandmarkId {
  const named = namedLandmark(subject.title);
  if (named) return named;
  const city = subject.cityCode ? CITY_LANDMARKS[subject.cityCode] : undefined;
  // Tickets and tours of a city vary between its landmarks; its skyline, cruises and buses show the best known.
  if (city)
    return subject.theme === 'landmark' || subject.theme === 'tour'
      ? (city[hashKey(subject.paletteKey) % city.length] ?? city[0])
      : city[0];
  return (
    (subject.cityCode ? CITY_GENERIC[subject.cityCode] : undefined) ??
    GENERIC[hashKey(subject.cityCode ?? subject.paletteKey) % GENERIC.length] ??
    'monument'
  );
}

/** What a ticket or tour's name says it is about, when its category says less (a zoo's guided tour). */
const BY_TITLE: readonly (readonly [RegExp, Theme])[] = [
  [/\bzoo\b|aquarium|safari park/i, 'zoo'],
  [/museum|gallery|galleria/i, 'museum'],
  [/theme park|amusement|disney/i, 'park'],
  [/hop-on hop-off|hop on hop off/i, 'bus'],
  [/helicopter/i, 'aerial'],
];

/**
 * The theme a subject is drawn as: its own, refined by its name for tickets and tours.
 * @example themeOf({ title: 'London Zoo Guided Tour', theme: 'tour', paletteKey: 'k' }) === 'zoo'
 */
export function themeOf(subject: MotifSubject): Theme {
  if (subject.theme !== 'landmark' && subject.theme !== 'tour') return subject.theme;
  if (namedLandmark(subject.title)) return subject.theme;
  return BY_TITLE.find(([pattern]) => pattern.test(subject.title))?.[1] ?? subject.theme;
}

/**
 * The motif drawn for a subject: a theatre show draws the stage, a cruise the boat, a landmark
 * ticket or tour the landmark it is about.
 * @example motifOf({ title: 'Wicked', theme: 'stage', cityCode: 'LONDON', paletteKey: 'LONDON|7|10002' }) === 'stage'
 * @example motifOf({ title: 'Colosseum Guided Tour', theme: 'tour', cityCode: 'ROME', paletteKey: 'k' }) === 'colosseum'
 */
export function motifOf(subject: MotifSubject): Motif {
  const theme = themeOf(subject);
  if (theme === 'landmark' || theme === 'tour') return landmarkOf(subject);
  return SCENES[theme][0];
}

/** The scene that draws a subject. */
export function sceneOf(subject: MotifSubject): Scene {
  const theme = themeOf(subject);
  if (theme === 'landmark' || theme === 'tour') return landmarkScene;
  return SCENES[theme][1];
}

const EVENING = /dinner|night|evening|candlelight|sunset|illuminat/i;

/** What the scene needs to know of the product's place. */
export function placeOf(subject: MotifSubject): Place {
  const landmark = landmarkOf(subject);
  const city = subject.cityCode ? CITY_LANDMARKS[subject.cityCode] : undefined;
  const others = city?.filter((id) => id !== landmark) ?? [];
  return {
    landmark,
    named: namedLandmark(subject.title) !== undefined,
    second: others[hashKey(subject.paletteKey) % Math.max(1, others.length)],
    cityCode: subject.cityCode,
    title: subject.title,
    guide: subject.theme === 'tour',
    evening: EVENING.test(subject.title),
    product: artRandom(`product|${subject.paletteKey}`),
  };
}
