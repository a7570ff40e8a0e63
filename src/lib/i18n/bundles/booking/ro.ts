import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Nu mai sunt ore disponibile astăzi. Alegeți o altă zi.',
  'booking.reserveNowPayLater': 'Rezervă acum, plătește mai târziu',
  'booking.trust': 'De ce să rezervi la noi',
  'booking.bar': 'Preț și disponibilitate',
  'booking.timeMoved': 'Ați cerut ora {asked}: următoarea plecare este la {time}.',
  'booking.returnTimeMoved': 'Retur: ați cerut ora {asked}; următoarea plecare este la {time}.',
} satisfies Translation<typeof en>;
