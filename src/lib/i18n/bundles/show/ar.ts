import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'احجز الآن',
  'show.nextAvailable': 'أقرب موعد متاح: {date}',
  'show.noDates': 'لا توجد تواريخ متاحة خلال الأشهر الثلاثة القادمة.',
  'show.calendarFailed': 'تعذّر تحميل التواريخ الآن. يمكنك اختيار التاريخ عند الحجز.',
  'show.unavailable': 'التذاكر غير متاحة حاليًا. يُرجى المراجعة قريبًا.',
  'show.details': 'تفاصيل العرض',
  'show.opening': 'الافتتاح',
  'show.closing': 'العرض الأخير',
  'show.theatre': 'المسرح',
  'show.duration': 'مدة العرض',
  'show.ageLimit': 'العمر المناسب',
  'show.highlights': 'أبرز المزايا',
  'show.included': 'يشمل',
  'show.notIncluded': 'لا يشمل',
  'show.ticketTypes': 'أنواع التذاكر',
  'show.faq': 'الأسئلة الشائعة',
  'show.map': 'عرض على الخريطة',
  'show.safety': 'تُطبَّق في هذا المكان إجراءات الصحة والسلامة.',
  'show.criticReview': 'آراء النقاد',
  'show.validity': 'الصلاحية',
  'show.cancellation': 'الإلغاء',
  'show.gallery': 'الصور',
  'show.aboutTheatre': 'عن المسرح',
} satisfies Translation<typeof en>;
