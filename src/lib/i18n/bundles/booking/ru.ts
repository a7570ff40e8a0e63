import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'На сегодня свободного времени больше нет. Выберите другой день.',
  'booking.reserveNowPayLater': 'Бронируйте сейчас, платите позже',
  'booking.trust': 'Почему бронировать у нас',
  'booking.bar': 'Цена и наличие мест',
  'booking.timeMoved': 'Вы выбрали {asked}: ближайшее отправление в {time}.',
  'booking.returnTimeMoved': 'Обратно: вы выбрали {asked}; ближайшее отправление в {time}.',
} satisfies Translation<typeof en>;
