import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'Советы путешественникам и предложения',
  'subscribe.intro':
    'Новые впечатления, специальные предложения и советы знатоков прямо на вашу почту. Отписаться можно в любой момент.',
  'subscribe.label': 'Адрес электронной почты',
  'subscribe.button': 'Подписаться',
  'subscribe.thankYou': 'Спасибо! Вы подписались.',
  'subscribe.unavailable': 'Сейчас не удалось оформить подписку. Попробуйте ещё раз чуть позже.',
} satisfies Translation<typeof en>;
