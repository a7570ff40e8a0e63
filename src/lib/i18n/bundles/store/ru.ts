import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'от',
  'store.card.unavailable': 'Сейчас недоступно',
  'store.card.priceLabel': 'Цена от {price}',
  'store.card.scratchLabel': 'Старая цена {price}',
  'store.card.rating': 'Оценка {rating} из 5',
  'store.card.trusted': 'Высокий рейтинг',
  'store.card.viewShow': 'Подробнее',
  'store.card.book': 'Забронировать',
  'store.card.closes': 'Последний показ: {date}',
  'store.section.failed': 'Сейчас не удалось загрузить эти впечатления. Попробуйте ещё раз чуть позже.',
  'store.section.empty': 'Сейчас здесь нет доступных впечатлений.',
  'store.section.showMore': {
    one: 'Показать ещё {count} впечатление',
    few: 'Показать ещё {count} впечатления',
    many: 'Показать ещё {count} впечатлений',
    other: 'Показать ещё {count} впечатления',
  },
  'store.section.count': {
    one: '{count} впечатление',
    few: '{count} впечатления',
    many: '{count} впечатлений',
    other: '{count} впечатления',
  },
  'store.filter.all': 'Все',
  'store.filter.label': 'Фильтр впечатлений',
  'store.banner.video': 'Видео: {title}',
  'store.category.heading': 'Впечатления: {name}',
} satisfies Translation<typeof en>;
