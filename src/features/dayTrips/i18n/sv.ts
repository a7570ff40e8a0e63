import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Se video',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Stäng video',
  'dayTrips.video.fallback': 'Din webbläsare kan inte spela upp videon här. Öppna videofilen i stället.',
  'dayTrips.readMore': 'Läs mer',
  'dayTrips.products': 'Välj din dagsutflykt',
  'dayTrips.more': 'Fler dagsutflykter',
  'dayTrips.count': { one: '{count} dagsutflykt', other: '{count} dagsutflykter' },
} satisfies Translation<typeof en>;
