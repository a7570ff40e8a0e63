import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'Na dziś nie ma już wolnych godzin. Wybierz inny dzień.',
  'booking.reserveNowPayLater': 'Zarezerwuj teraz, zapłać później',
  'booking.trust': 'Dlaczego warto rezerwować u nas',
  'booking.bar': 'Cena i dostępność',
  'booking.timeMoved': 'Wybrano {asked}: najbliższy odjazd jest o {time}.',
  'booking.returnTimeMoved': 'Powrót: wybrano {asked}; najbliższy odjazd jest o {time}.',
} satisfies Translation<typeof en>;
