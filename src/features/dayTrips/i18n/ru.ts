import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'dayTrips.watchVideo': 'Смотреть видео',
  'dayTrips.video.title': 'Видео: {title}',
  'dayTrips.video.close': 'Закрыть видео',
  'dayTrips.video.fallback': 'Ваш браузер не может воспроизвести это видео здесь. Откройте видеофайл.',
  'dayTrips.readMore': 'Читать далее',
  'dayTrips.products': 'Выберите поездку на день',
  'dayTrips.more': 'Другие поездки на день',
  'dayTrips.count': {
    one: '{count} поездка',
    few: '{count} поездки',
    many: '{count} поездок',
    other: '{count} поездки',
  },
} satisfies Translation<typeof en>;
