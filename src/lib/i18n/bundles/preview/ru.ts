import type en from './en';
import type { Translation } from '../../message';

export default {
  'preview.region': 'Предпросмотр',
  'preview.mode': 'Режим предпросмотра',
  'preview.release': 'Релиз: {label}',
  'preview.drafts': 'Неопубликованные черновики',
  'preview.document': 'Страница: {title} ({uid})',
  'preview.expired':
    'Срок действия этого предпросмотра истёк или он неизвестен: вы видите опубликованное содержимое.',
  'preview.exit': 'Выйти из предпросмотра',
  'preview.error.title': 'Предпросмотр недоступен',
  'preview.error.token':
    'Эта ссылка предпросмотра недействительна для этого репозитория или устарела. Откройте предпросмотр снова из редактора.',
  'preview.error.document': 'Эта ссылка предпросмотра не указывает на действительный документ.',
  'preview.error.notFound': 'Документ этого предпросмотра не найден в этом релизе.',
  'preview.error.otherSite':
    'У этого документа нет страницы на этом микросайте. Откройте предпросмотр с микросайта, к которому он относится.',
  'preview.error.site': 'Предпросмотр открывается по собственному адресу микросайта.',
  'preview.error.unavailable': 'Сервис содержимого недоступен. Повторите попытку через минуту.',
  'preview.error.back': 'Вернуться на главную',
} satisfies Translation<typeof en>;
