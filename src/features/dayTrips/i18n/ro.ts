import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Vezi videoclipul',
  'dayTrips.video.title': 'Videoclip: {title}',
  'dayTrips.video.close': 'Închide videoclipul',
  'dayTrips.video.fallback': 'Browserul tău nu poate reda acest videoclip aici. Deschide fișierul video.',
  'dayTrips.readMore': 'Citește mai mult',
  'dayTrips.products': 'Alege excursia de o zi',
  'dayTrips.more': 'Mai multe excursii de o zi',
  'dayTrips.count': { one: '{count} excursie', few: '{count} excursii', other: '{count} de excursii' },
} satisfies Translation<typeof en>;
