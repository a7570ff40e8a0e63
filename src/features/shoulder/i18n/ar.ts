import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'shoulder.type.about': 'نبذة',
  'shoulder.type.history': 'التاريخ',
  'shoulder.type.architecture': 'العمارة',
  'shoulder.type.inside': 'من الداخل',
  'shoulder.type.sub-attractions': 'ما يمكن مشاهدته',
  'shoulder.type.facts': 'حقائق',
  'shoulder.type.plan-your-visit': 'خطط لزيارتك',
  'shoulder.type.timings': 'مواعيد الزيارة',
  'shoulder.type.getting-there': 'الوصول',
  'shoulder.type.directions': 'الاتجاهات',
  'shoulder.type.entrances': 'المداخل',
  'shoulder.type.skip-the-line': 'دون انتظار في الطابور',
  'shoulder.type.guided-tours': 'الجولات المصحوبة بمرشد',
  'shoulder.type.tips': 'نصائح',
  'shoulder.type.restaurants': 'أين تأكل',
  'shoulder.type.misc': 'معلومات أخرى',
  'shoulder.moreAbout': 'المزيد عن {attraction}',
  'shoulder.guide': 'دليل الزائر',
  'shoulder.pager': 'الدليل السابق والتالي',
  'shoulder.previous': 'السابق',
  'shoulder.next': 'التالي',
  'shoulder.planYourVisit': 'خطط لزيارتك',
  'shoulder.planIntro':
    'مواعيد الزيارة والمداخل وطريقة الوصول وما يمكن مشاهدته: كل ما تحتاج إلى معرفته قبل الذهاب.',
  'shoulder.sub.A': 'معلم رئيسي',
  'shoulder.sub.B': 'ضمن الزيارة العادية',
  'shoulder.sub.C': 'يستحق المشاهدة أيضًا',
  'shoulder.sub.timeNeeded': 'الوقت اللازم: {time}',
  'shoulder.sub.more': 'المزيد عن {name}',
} satisfies Translation<typeof en>;
