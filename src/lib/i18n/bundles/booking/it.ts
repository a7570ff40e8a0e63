import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Oggi non ci sono più orari disponibili. Scegli un altro giorno.',
  'booking.reserveNowPayLater': 'Prenota ora, paga dopo',
  'booking.trust': 'Perché prenotare con noi',
  'booking.bar': 'Prezzo e disponibilità',
  'booking.timeMoved': 'Hai chiesto le {asked}: la prossima partenza è alle {time}.',
  'booking.returnTimeMoved': 'Ritorno: hai chiesto le {asked}; la prossima partenza è alle {time}.',
} satisfies Translation<typeof en>;
