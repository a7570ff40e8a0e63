import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Er zijn vandaag geen tijden meer. Kies een andere dag.',
  'booking.reserveNowPayLater': 'Nu reserveren, later betalen',
  'booking.trust': 'Waarom bij ons boeken',
  'booking.bar': 'Prijs en beschikbaarheid',
  'booking.timeMoved': 'U vroeg om {asked}: het volgende vertrek is om {time}.',
  'booking.returnTimeMoved': 'Retour: u vroeg om {asked}; het volgende vertrek is om {time}.',
} satisfies Translation<typeof en>;
