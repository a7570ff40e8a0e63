import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Det er ingen ledige tider igjen i dag. Velg en annen dag.',
  'booking.reserveNowPayLater': 'Reserver nå, betal senere',
  'booking.trust': 'Derfor bestiller du hos oss',
  'booking.bar': 'Pris og tilgjengelighet',
  'booking.timeMoved': 'Du ba om {asked}: neste avgang er kl. {time}.',
  'booking.returnTimeMoved': 'Retur: du ba om {asked}; neste avgang er kl. {time}.',
} satisfies Translation<typeof en>;
