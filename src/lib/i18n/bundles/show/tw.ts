import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': '立即預訂',
  'show.nextAvailable': '最近可訂日期：{date}',
  'show.noDates': '未來三個月沒有可訂日期。',
  'show.calendarFailed': '目前無法載入日期，您仍可在預訂時選擇日期。',
  'show.unavailable': '目前無法購票，請稍後再來查看。',
  'show.details': '演出詳情',
  'show.opening': '首演',
  'show.closing': '最後演出',
  'show.theatre': '劇院',
  'show.duration': '演出時長',
  'show.ageLimit': '年齡建議',
  'show.highlights': '精彩亮點',
  'show.included': '包含項目',
  'show.notIncluded': '不包含項目',
  'show.ticketTypes': '票種',
  'show.faq': '常見問題',
  'show.map': '在地圖上查看',
  'show.safety': '此場館已實施健康與安全措施。',
  'show.criticReview': '劇評',
  'show.validity': '有效期',
  'show.cancellation': '取消',
  'show.gallery': '照片',
  'show.aboutTheatre': '關於劇院',
} satisfies Translation<typeof en>;
