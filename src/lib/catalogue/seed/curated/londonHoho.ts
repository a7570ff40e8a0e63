import { EVERY_DAY, type CuratedTourGroup } from './types.ts';

const OPEN = EVERY_DAY(['09:00']);
const base = {
  subCategoryId: 1011,
  collectionId: 193,
  flowType: 'HOP_ON_HOP_OFF',
  schedule: OPEN,
  cancellableUpTo: 0,
  exclusions: ['Attraction entry fees'],
  tags: ['FREE_CANCELLATION', 'FLEXIBLE_CANCELLATION', 'MOBILE_TICKET', 'AUDIO_GUIDE'],
} as const;

export const LONDON_HOHO: readonly CuratedTourGroup[] = [
  {
    ...base,
    tgid: 10501,
    price: 42,
    originalPrice: 49,
    duration: [1440, 2880],
    variants: ['24-hour ticket', '48-hour ticket', '72-hour ticket'],
    names: {
      en: 'Big Bus London Hop-On Hop-Off Tour',
      fr: 'Bus touristique Big Bus à Londres',
      es: 'Autobús turístico Big Bus en Londres',
      it: 'Tour hop-on hop-off Big Bus di Londra',
    },
    highlights: [
      'Open-top buses past Big Ben, Tower Bridge and St Paul’s',
      'Live guide on the Red Route',
      'Includes a walking tour',
    ],
    inclusions: ['Hop-on hop-off bus ticket', 'Audio commentary in 12 languages', 'Walking tours'],
    descriptors: ['Best seller'],
  },
  {
    ...base,
    tgid: 10502,
    price: 34,
    duration: [1440, 2880],
    variants: ['24-hour ticket', '48-hour ticket'],
    names: {
      en: 'Tootbus London Discovery Hop-On Hop-Off Tour',
      fr: 'Tootbus London Discovery : bus à arrêts multiples',
    },
    highlights: ['Electric and hybrid buses', 'Over 40 stops across central London'],
    inclusions: ['Hop-on hop-off ticket', 'Kids audio channel'],
    descriptors: ['Most loved'],
  },
  {
    ...base,
    tgid: 10503,
    price: 36,
    duration: [1440, 1440],
    variants: ['24-hour ticket', '48-hour ticket'],
    names: {
      en: 'City Sightseeing London Hop-On Hop-Off Tour',
      es: 'City Sightseeing Londres: autobús turístico',
    },
    highlights: ['Classic open-top bus routes', 'Free Thames cruise offer'],
    inclusions: ['Hop-on hop-off ticket', 'Audio guide'],
  },
  {
    ...base,
    tgid: 10504,
    price: 52,
    originalPrice: 60,
    duration: [1440, 2880],
    flowType: 'COMBO',
    subCategoryId: 1080,
    names: {
      en: 'Combo: Big Bus Hop-On Hop-Off & Thames River Cruise',
      fr: 'Combo : Big Bus et croisière sur la Tamise',
    },
    highlights: ['Bus tour plus a Thames cruise between Westminster and Tower Pier'],
    inclusions: ['Bus ticket', 'River cruise'],
    descriptors: ['Special deal'],
  },
];
