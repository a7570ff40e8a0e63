import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Guarda il video',
  'dayTrips.video.title': 'Video: {title}',
  'dayTrips.video.close': 'Chiudi il video',
  'dayTrips.video.fallback': 'Il tuo browser non riesce a riprodurre questo video qui. Apri il file video.',
  'dayTrips.readMore': 'Leggi di più',
  'dayTrips.products': 'Scegli la tua gita',
  'dayTrips.more': 'Altre gite di un giorno',
  'dayTrips.count': { one: '{count} gita', other: '{count} gite' },
} satisfies Translation<typeof en>;
