import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Поиск',
  'search.label': 'Поиск по сайту',
  'search.placeholder': 'Достопримечательности, экскурсии, шоу…',
  'search.submit': 'Найти',
  'search.resultsFor': 'Результаты по запросу «{query}»',
  'search.empty': 'Хм, ничего не найдено.',
  'search.emptyHint': 'Проверьте написание или попробуйте меньше слов либо более общие слова.',
  'search.shortened': 'Запрос сокращён до первых {count} символов.',
  'search.pages': 'Страницы',
  'search.products': 'Билеты и экскурсии',
  'search.failed': 'Некоторые результаты сейчас не удалось загрузить. Повторите попытку чуть позже.',
  'search.prompt': 'Введите, что вы ищете: достопримечательность, экскурсию или шоу.',
  'search.popular': 'Популярно сейчас',
} satisfies Translation<typeof en>;
