import type en from './en';
import type { Translation } from '../../message';

export default {
  'subscribe.heading': 'نصائح السفر والعروض',
  'subscribe.intro':
    'تجارب جديدة وعروض خاصة ونصائح من أهل المدينة تصلك مباشرة إلى بريدك. يمكنك إلغاء الاشتراك في أي وقت.',
  'subscribe.label': 'البريد الإلكتروني',
  'subscribe.button': 'اشترك',
  'subscribe.thankYou': 'شكرًا لك! تم اشتراكك.',
  'subscribe.unavailable': 'تعذّر الاشتراك الآن. يُرجى المحاولة مرة أخرى بعد قليل.',
} satisfies Translation<typeof en>;
