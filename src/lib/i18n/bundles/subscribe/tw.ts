import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': '旅遊提示與優惠',
  'subscribe.intro': '新體驗、特別優惠和在地提示，直接寄到您的信箱。可隨時取消訂閱。',
  'subscribe.label': '電子郵件地址',
  'subscribe.button': '訂閱',
  'subscribe.thankYou': '謝謝！您已完成訂閱。',
  'subscribe.unavailable': '目前無法為您訂閱，請稍後再試。',
} satisfies Translation<typeof en>;
