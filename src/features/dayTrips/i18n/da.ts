import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Se video',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Luk video',
  'dayTrips.video.fallback': 'Din browser kan ikke afspille videoen her. Åbn videofilen i stedet.',
  'dayTrips.readMore': 'Læs mere',
  'dayTrips.products': 'Vælg din dagstur',
  'dayTrips.more': 'Flere dagsture',
  'dayTrips.count': { one: '{count} dagstur', other: '{count} dagsture' },
} satisfies Translation<typeof en>;
