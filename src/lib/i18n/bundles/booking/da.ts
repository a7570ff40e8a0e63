import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Der er ingen tider tilbage i dag. Vælg en anden dag.',
  'booking.reserveNowPayLater': 'Reservér nu, betal senere',
  'booking.trust': 'Derfor booker du hos os',
  'booking.bar': 'Pris og ledighed',
  'booking.timeMoved': 'Du bad om {asked}: næste afgang er kl. {time}.',
  'booking.returnTimeMoved': 'Retur: du bad om {asked}; næste afgang er kl. {time}.',
} satisfies Translation<typeof en>;
