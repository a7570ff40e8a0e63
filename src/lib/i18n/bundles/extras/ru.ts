import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Открыть фото {number} из {total}',
  'extras.gallery.position': 'Фото {number} из {total}',
  'extras.gallery.close': 'Закрыть',
  'extras.gallery.previous': 'Предыдущее фото',
  'extras.gallery.next': 'Следующее фото',
  'extras.breakdown.title': 'Распределение оценок',
  'extras.breakdown.stars': {
    one: '{count} звезда',
    few: '{count} звезды',
    many: '{count} звёзд',
    other: '{count} звезды',
  },
  'extras.similar.title': 'Похожие впечатления',
  'extras.place.meetingPoint': 'Место встречи',
  'extras.place.openInMaps': 'Открыть в картах',
  'extras.place.mapLabel': 'Карта: {place}',
} satisfies Translation<typeof en>;
