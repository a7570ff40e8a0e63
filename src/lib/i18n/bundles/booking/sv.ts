import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Det finns inga tider kvar i dag. Välj en annan dag.',
  'booking.reserveNowPayLater': 'Boka nu, betala senare',
  'booking.trust': 'Därför bokar du hos oss',
  'booking.bar': 'Pris och tillgänglighet',
  'booking.timeMoved': 'Du bad om {asked}: nästa avgång är kl. {time}.',
  'booking.returnTimeMoved': 'Retur: du bad om {asked}; nästa avgång är kl. {time}.',
} satisfies Translation<typeof en>;
