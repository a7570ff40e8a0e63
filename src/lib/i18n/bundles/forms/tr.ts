import type en from './en';
import type { Translation } from '../../message';

export default {
  'forms.group.heading': 'Grup için mi rezervasyon yapıyorsunuz?',
  'forms.group.intro': 'Grubunuzdan bahsedin, ekibimiz size e-postayla bir teklif göndersin.',
  'forms.group.name': 'Ad soyad',
  'forms.group.email': 'E-posta',
  'forms.group.phone': 'Telefon (isteğe bağlı)',
  'forms.group.date': 'Tercih edilen tarih',
  'forms.group.adults': 'Yetişkin',
  'forms.group.children': 'Çocuk',
  'forms.group.message': 'Mesaj (isteğe bağlı)',
  'forms.group.honeypot': 'Bu alanı boş bırakın',
  'forms.group.submit': 'Talebi gönder',
  'forms.group.success': 'Teşekkürler! Grup talebinizi aldık, size e-postayla yanıt vereceğiz.',
  'forms.group.errorsTitle': 'Lütfen aşağıda işaretlenen alanları düzeltin',
  'forms.group.unavailable': 'Talebiniz şu anda gönderilemedi. Lütfen biraz sonra yeniden deneyin.',
  'forms.error.name': 'Lütfen adınızı ve soyadınızı girin',
  'forms.error.phone': 'Telefon numarasını rakamlarla girin, örneğin +90 212 123 45 67',
  'forms.error.date': '2026-06-15 gibi bir tarih girin',
  'forms.error.datePast': 'Bu tarih geçti: bugünü veya daha sonraki bir tarihi seçin',
  'forms.error.adults': 'En az 1 yetişkin girin',
  'forms.error.children': 'Çocuk sayısını girin (0 veya daha fazla)',
  'forms.error.tooMany': 'Çok fazla istek. Lütfen biraz bekleyip yeniden deneyin.',
  'forms.error.tooLarge': 'Bu form gönderilemeyecek kadar büyük.',
  'forms.error.control': 'Bu alandaki görünmez kontrol karakterlerini kaldırın',
} satisfies Translation<typeof en>;
