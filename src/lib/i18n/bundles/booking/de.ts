import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Heute sind keine Zeiten mehr frei. Bitte wählen Sie einen anderen Tag.',
  'booking.reserveNowPayLater': 'Jetzt reservieren, später bezahlen',
  'booking.trust': 'Darum bei uns buchen',
  'booking.bar': 'Preis und Verfügbarkeit',
  'booking.timeMoved': 'Sie wollten {asked}: Die nächste Abfahrt ist um {time}.',
  'booking.returnTimeMoved': 'Rückfahrt: Sie wollten {asked}; die nächste Abfahrt ist um {time}.',
} satisfies Translation<typeof en>;
