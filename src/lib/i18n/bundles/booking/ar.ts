import type en from './en';
import type { Translation } from '../../message';

export default {
  'booking.noTimesLeftToday': 'لم تعد هناك مواعيد متاحة اليوم. يُرجى اختيار يوم آخر.',
  'booking.reserveNowPayLater': 'احجز الآن وادفع لاحقًا',
  'booking.trust': 'لماذا تحجز معنا',
  'booking.bar': 'السعر والتوفر',
  'booking.timeMoved': 'طلبت الساعة {asked}: أقرب رحلة تنطلق الساعة {time}.',
  'booking.returnTimeMoved': 'العودة: طلبت الساعة {asked}؛ أقرب رحلة تنطلق الساعة {time}.',
} satisfies Translation<typeof en>;
