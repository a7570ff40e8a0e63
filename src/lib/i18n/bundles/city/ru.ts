import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': 'Главные достопримечательности: {city}',
  'city.popularCategories': 'Популярные категории',
  'city.travelGuide': 'Путеводитель: {city}',
  'city.nearby': 'Города рядом: {city}',
  'city.from': 'От {price}',
  'city.ratings': {
    one: '{count} оценка',
    few: '{count} оценки',
    many: '{count} оценок',
    other: '{count} оценки',
  },
  'collection.picks': 'Наш выбор',
  'collection.all': 'Все впечатления: {name}',
  'collection.startingPrice': 'Билеты от {price}',
  'collection.rating': '{rating}/5 на основе оценок: {count}',
  'collection.videos': 'Смотреть: {name}',
  'collection.video': 'Видео: {name}',
} satisfies Translation<typeof en>;
