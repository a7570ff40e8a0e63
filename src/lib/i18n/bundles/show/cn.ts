import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': '立即预订',
  'show.nextAvailable': '最近可订日期：{date}',
  'show.noDates': '未来三个月没有可订日期。',
  'show.calendarFailed': '暂时无法加载日期，您仍可在预订时选择日期。',
  'show.unavailable': '目前无法购票，请稍后再来查看。',
  'show.details': '演出详情',
  'show.opening': '首演',
  'show.closing': '最后演出',
  'show.theatre': '剧院',
  'show.duration': '演出时长',
  'show.ageLimit': '年龄建议',
  'show.highlights': '精彩亮点',
  'show.included': '包含项目',
  'show.notIncluded': '不包含项目',
  'show.ticketTypes': '票种',
  'show.faq': '常见问题',
  'show.map': '在地图上查看',
  'show.safety': '该场馆已实施健康与安全措施。',
  'show.criticReview': '剧评',
  'show.validity': '有效期',
  'show.cancellation': '取消',
  'show.gallery': '照片',
  'show.aboutTheatre': '关于剧院',
} satisfies Translation<typeof en>;
