import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Já não há horários disponíveis hoje. Escolha outro dia.',
  'booking.reserveNowPayLater': 'Reserve agora, pague depois',
  'booking.trust': 'Por que reservar conosco',
  'booking.bar': 'Preço e disponibilidade',
  'booking.timeMoved': 'Você pediu {asked}: a próxima partida é às {time}.',
  'booking.returnTimeMoved': 'Volta: você pediu {asked}; a próxima partida é às {time}.',
} satisfies Translation<typeof en>;
