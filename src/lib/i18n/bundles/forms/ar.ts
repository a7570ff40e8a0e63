import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'هل تحجز لمجموعة؟',
  'forms.group.intro': 'أخبرنا عن مجموعتك وسيرد عليك فريقنا بعرض عبر البريد الإلكتروني.',
  'forms.group.name': 'الاسم الكامل',
  'forms.group.email': 'البريد الإلكتروني',
  'forms.group.phone': 'الهاتف (اختياري)',
  'forms.group.date': 'التاريخ المفضل',
  'forms.group.adults': 'البالغون',
  'forms.group.children': 'الأطفال',
  'forms.group.message': 'رسالة (اختيارية)',
  'forms.group.honeypot': 'اترك هذا الحقل فارغًا',
  'forms.group.submit': 'إرسال الطلب',
  'forms.group.success': 'شكرًا لك! تلقينا طلب المجموعة وسنرد عليك عبر البريد الإلكتروني.',
  'forms.group.errorsTitle': 'يرجى تصحيح الحقول المشار إليها أدناه',
  'forms.group.unavailable': 'تعذّر إرسال طلبك الآن. يرجى المحاولة مرة أخرى بعد قليل.',
  'forms.error.name': 'يرجى إدخال الاسم الأول واسم العائلة',
  'forms.error.phone': 'أدخل رقم هاتف بالأرقام، مثل ‎+971 4 123 4567',
  'forms.error.date': 'أدخل تاريخًا مثل 2026-06-15',
  'forms.error.datePast': 'هذا التاريخ قد مضى: اختر اليوم أو تاريخًا لاحقًا',
  'forms.error.adults': 'أدخل بالغًا واحدًا على الأقل',
  'forms.error.children': 'أدخل عدد الأطفال (0 أو أكثر)',
  'forms.error.tooMany': 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'forms.error.tooLarge': 'هذا النموذج أكبر من أن يُرسل.',
  'forms.error.control': 'احذف أحرف التحكم غير المرئية من هذا الحقل',
} satisfies Translation<typeof en>;
