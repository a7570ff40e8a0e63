import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Уведомления',
  'islands.toasts.close': 'Закрыть уведомление',
  'islands.currency.changed': 'Цены теперь указаны в валюте: {name}.',
  'islands.calendar.heading': 'Выберите дату',
  'islands.calendar.previousMonth': 'Предыдущий месяц',
  'islands.calendar.nextMonth': 'Следующий месяц',
  'islands.calendar.dayAvailable': '{date}, от {price}',
  'islands.calendar.dayLimited': '{date}, от {price}, быстро раскупают',
  'islands.calendar.daySoldOut': '{date}, распродано',
  'islands.calendar.dayNone': '{date}, недоступно',
  'islands.calendar.soldOut': 'Распродано',
  'islands.calendar.sellingFast': 'Быстро раскупают',
  'islands.calendar.ticketType': 'Тип билета',
  'islands.calendar.allTypes': 'Все типы билетов',
  'islands.calendar.times': 'Время на {date}',
  'islands.calendar.left': 'Осталось: {count}',
  'islands.calendar.loadingTimes': 'Загрузка времени…',
  'islands.calendar.continue': 'Продолжить',
  'islands.calendar.problemTitle': 'Ой, возникла проблема',
  'islands.calendar.problemText':
    'Все впечатления на {date} распроданы. Если ваши даты гибкие, на другие дни билеты ещё есть.',
  'islands.calendar.viewAllDates': 'Посмотреть все даты',
  'islands.calendar.failed': 'Не удалось загрузить даты. Попробуйте ещё раз.',
  'islands.calendar.timesFailed': 'Не удалось загрузить время на эту дату. Попробуйте ещё раз.',
  'islands.calendar.hint': 'Используйте клавиши со стрелками для перехода между датами и Enter для выбора.',
  'islands.consent.title': 'Ваши настройки конфиденциальности',
  'islands.consent.text':
    'Мы используем необходимые файлы cookie для работы сайта. С вашего согласия мы также используем аналитические файлы cookie, чтобы понимать, как используется сайт, и маркетинговые файлы cookie для подходящих предложений и контента, встроенного из других сервисов.',
  'islands.consent.allowAll': 'Разрешить все',
  'islands.consent.denyAll': 'Отклонить все',
  'islands.consent.manage': 'Управление настройками',
  'islands.consent.necessary': 'Необходимые',
  'islands.consent.necessaryText':
    'Нужны для работы сайта: ваша валюта, язык и эти настройки. Всегда включены.',
  'islands.consent.analytics': 'Аналитика',
  'islands.consent.analyticsText':
    'Просмотры страниц и то, насколько они дочитываются, чтобы мы могли улучшать сайт.',
  'islands.consent.marketing': 'Маркетинг',
  'islands.consent.marketingText':
    'Подходящие предложения, а также видео, карты и плееры, встроенные из других сервисов.',
  'islands.consent.save': 'Сохранить настройки',
  'islands.consent.saved': 'Настройки сохранены',
  'islands.consent.reopen': 'Настройки cookie',
  'islands.cta.checkAvailability': 'Проверить наличие',
  'islands.reviews.loadMore': 'Показать ещё отзывы',
  'islands.reviews.loading': 'Загрузка отзывов…',
  'islands.reviews.failed': 'Не удалось загрузить отзывы. Попробуйте ещё раз.',
} satisfies Translation<typeof en>;
