import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Hoy ya no quedan horarios. Elige otro día.',
  'booking.reserveNowPayLater': 'Reserva ahora, paga después',
  'booking.trust': 'Por qué reservar con nosotros',
  'booking.bar': 'Precio y disponibilidad',
  'booking.timeMoved': 'Pediste las {asked}: la próxima salida es a las {time}.',
  'booking.returnTimeMoved': 'Vuelta: pediste las {asked}; la próxima salida es a las {time}.',
} satisfies Translation<typeof en>;
