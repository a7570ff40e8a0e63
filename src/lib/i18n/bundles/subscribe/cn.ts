import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': '旅行贴士与优惠',
  'subscribe.intro': '新体验、特别优惠和当地贴士，直接发送到您的邮箱。可随时退订。',
  'subscribe.label': '电子邮件地址',
  'subscribe.button': '订阅',
  'subscribe.thankYou': '谢谢！您已成功订阅。',
  'subscribe.unavailable': '暂时无法为您订阅，请稍后再试。',
} satisfies Translation<typeof en>;
