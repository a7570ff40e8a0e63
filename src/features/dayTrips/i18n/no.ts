import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Se video',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Lukk video',
  'dayTrips.video.fallback': 'Nettleseren din kan ikke spille av videoen her. Åpne videofilen i stedet.',
  'dayTrips.readMore': 'Les mer',
  'dayTrips.products': 'Velg dagsturen din',
  'dayTrips.more': 'Flere dagsturer',
  'dayTrips.count': { one: '{count} dagstur', other: '{count} dagsturer' },
} satisfies Translation<typeof en>;
