import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'Обзор',
  'shoulder.type.history': 'История',
  'shoulder.type.architecture': 'Архитектура',
  'shoulder.type.inside': 'Внутри',
  'shoulder.type.sub-attractions': 'Что посмотреть',
  'shoulder.type.facts': 'Факты',
  'shoulder.type.plan-your-visit': 'Планирование визита',
  'shoulder.type.timings': 'Часы работы',
  'shoulder.type.getting-there': 'Как добраться',
  'shoulder.type.directions': 'Маршрут',
  'shoulder.type.entrances': 'Входы',
  'shoulder.type.skip-the-line': 'Без очереди',
  'shoulder.type.guided-tours': 'Экскурсии с гидом',
  'shoulder.type.tips': 'Советы',
  'shoulder.type.restaurants': 'Где поесть',
  'shoulder.type.misc': 'Полезно знать',
  'shoulder.moreAbout': 'Подробнее: {attraction}',
  'shoulder.guide': 'Путеводитель',
  'shoulder.pager': 'Предыдущий и следующий разделы',
  'shoulder.previous': 'Назад',
  'shoulder.next': 'Далее',
  'shoulder.planYourVisit': 'Спланируйте визит',
  'shoulder.planIntro':
    'Часы работы, входы, как добраться и что посмотреть: всё, что нужно знать перед посещением.',
  'shoulder.sub.A': 'Главная достопримечательность',
  'shoulder.sub.B': 'Входит в обычный осмотр',
  'shoulder.sub.C': 'Стоит посмотреть',
  'shoulder.sub.timeNeeded': 'Сколько времени нужно: {time}',
  'shoulder.sub.more': 'Подробнее: {name}',
} satisfies Translation<typeof en>;
