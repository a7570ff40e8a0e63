import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Video ansehen',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Video schließen',
  'dayTrips.video.fallback':
    'Dein Browser kann dieses Video hier nicht abspielen. Öffne stattdessen die Videodatei.',
  'dayTrips.readMore': 'Weiterlesen',
  'dayTrips.products': 'Wähle deinen Tagesausflug',
  'dayTrips.more': 'Weitere Tagesausflüge',
  'dayTrips.count': { one: '{count} Tagesausflug', other: '{count} Tagesausflüge' },
} satisfies Translation<typeof en>;
