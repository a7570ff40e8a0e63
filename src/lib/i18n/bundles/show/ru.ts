import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Забронировать',
  'show.nextAvailable': 'Ближайшая доступная дата: {date}',
  'show.noDates': 'В ближайшие три месяца свободных дат нет.',
  'show.calendarFailed': 'Сейчас не удалось загрузить даты. Дату можно будет выбрать при бронировании.',
  'show.unavailable': 'Билеты сейчас недоступны. Загляните позже.',
  'show.details': 'О спектакле',
  'show.opening': 'Премьера',
  'show.closing': 'Последний показ',
  'show.theatre': 'Театр',
  'show.duration': 'Продолжительность',
  'show.ageLimit': 'Возрастные рекомендации',
  'show.highlights': 'Главное',
  'show.included': 'Включено',
  'show.notIncluded': 'Не включено',
  'show.ticketTypes': 'Типы билетов',
  'show.faq': 'Частые вопросы',
  'show.map': 'Показать на карте',
  'show.safety': 'На площадке действуют меры по охране здоровья и безопасности.',
  'show.criticReview': 'Мнение критиков',
  'show.validity': 'Срок действия',
  'show.cancellation': 'Отмена',
  'show.gallery': 'Фото',
  'show.aboutTheatre': 'О театре',
} satisfies Translation<typeof en>;
