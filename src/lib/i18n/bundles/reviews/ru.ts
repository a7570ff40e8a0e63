import type en from './en';
import type { Translation } from '../../message';

export default {
  'reviews.heading': 'Отзывы',
  'reviews.rated': 'Оценка {rating} из 5',
  'reviews.ratings': {
    one: '{count} оценка',
    few: '{count} оценки',
    many: '{count} оценок',
    other: '{count} оценки',
  },
  'reviews.trustBadge': 'Высокий рейтинг',
  'reviews.sortBy': 'Сортировка',
  'reviews.filterBy': 'Фильтр отзывов',
  'reviews.filter.all': 'Все отзывы',
  'reviews.range': 'Отзывы {from}–{to} из {count}',
  'reviews.pages': 'Страницы отзывов',
  'reviews.previous': 'Назад',
  'reviews.next': 'Далее',
  'reviews.page': 'Страница {page}',
  'reviews.failed': 'Сейчас не удаётся загрузить отзывы. Попробуйте ещё раз чуть позже.',
  'reviews.none': 'Отзывов пока нет.',
  'reviews.writtenIn': 'Показаны отзывы на языке: {language}.',
  'reviews.photos': 'Фото от {name}',
  'reviews.photoAlt': 'Фотография от {name}',
} satisfies Translation<typeof en>;
