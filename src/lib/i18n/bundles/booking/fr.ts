import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Il ne reste plus de créneau aujourd’hui. Choisissez un autre jour.',
  'booking.reserveNowPayLater': 'Réservez maintenant, payez plus tard',
  'booking.trust': 'Pourquoi réserver chez nous',
  'booking.bar': 'Prix et disponibilités',
  'booking.timeMoved': 'Vous avez demandé {asked} : le prochain départ est à {time}.',
  'booking.returnTimeMoved': 'Retour : vous avez demandé {asked} ; le prochain départ est à {time}.',
} satisfies Translation<typeof en>;
