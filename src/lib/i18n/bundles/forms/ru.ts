import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Бронируете для группы?',
  'forms.group.intro': 'Расскажите о вашей группе, и наша команда пришлёт предложение по электронной почте.',
  'forms.group.name': 'Имя и фамилия',
  'forms.group.email': 'Электронная почта',
  'forms.group.phone': 'Телефон (необязательно)',
  'forms.group.date': 'Желаемая дата',
  'forms.group.adults': 'Взрослые',
  'forms.group.children': 'Дети',
  'forms.group.message': 'Сообщение (необязательно)',
  'forms.group.honeypot': 'Оставьте это поле пустым',
  'forms.group.submit': 'Отправить запрос',
  'forms.group.success': 'Спасибо! Мы получили ваш групповой запрос и ответим по электронной почте.',
  'forms.group.errorsTitle': 'Исправьте поля, отмеченные ниже',
  'forms.group.unavailable': 'Не удалось отправить запрос. Попробуйте ещё раз через минуту.',
  'forms.error.name': 'Укажите имя и фамилию',
  'forms.error.phone': 'Укажите номер телефона цифрами, например +7 495 123-45-67',
  'forms.error.date': 'Укажите дату в формате 2026-06-15',
  'forms.error.datePast': 'Эта дата уже прошла: выберите сегодняшнюю или более позднюю дату',
  'forms.error.adults': 'Укажите не менее 1 взрослого',
  'forms.error.children': 'Укажите количество детей (0 или больше)',
  'forms.error.tooMany': 'Слишком много запросов. Подождите немного и попробуйте снова.',
  'forms.error.tooLarge': 'Эта форма слишком велика для отправки.',
  'forms.error.control': 'Удалите невидимые управляющие символы из этого поля',
} satisfies Translation<typeof en>;
