import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Video bekijken',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Video sluiten',
  'dayTrips.video.fallback': 'Je browser kan deze video hier niet afspelen. Open het videobestand.',
  'dayTrips.readMore': 'Lees meer',
  'dayTrips.products': 'Kies je dagtrip',
  'dayTrips.more': 'Meer dagtrips',
  'dayTrips.count': { one: '{count} dagtrip', other: '{count} dagtrips' },
} satisfies Translation<typeof en>;
