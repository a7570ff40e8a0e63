import type en from './en';
import type { Translation } from '../../message';

export default {
  'show.bookNow': 'Hemen rezervasyon yap',
  'show.nextAvailable': 'İlk uygun tarih: {date}',
  'show.noDates': 'Önümüzdeki üç ay içinde uygun tarih yok.',
  'show.calendarFailed': 'Tarihler şu anda yüklenemedi. Rezervasyon sırasında tarih seçebilirsiniz.',
  'show.unavailable': 'Biletler şu anda satışta değil. Lütfen yakında tekrar bakın.',
  'show.details': 'Gösteri bilgileri',
  'show.opening': 'Açılış',
  'show.closing': 'Son gösterim',
  'show.theatre': 'Tiyatro',
  'show.duration': 'Süre',
  'show.ageLimit': 'Yaş önerisi',
  'show.highlights': 'Öne çıkanlar',
  'show.included': 'Dahil olanlar',
  'show.notIncluded': 'Dahil olmayanlar',
  'show.ticketTypes': 'Bilet türleri',
  'show.faq': 'Sıkça sorulan sorular',
  'show.map': 'Haritada gör',
  'show.safety': 'Bu mekânda sağlık ve güvenlik önlemleri uygulanıyor.',
  'show.criticReview': 'Eleştirmenler ne diyor',
  'show.validity': 'Geçerlilik',
  'show.cancellation': 'İptal',
  'show.gallery': 'Fotoğraflar',
  'show.aboutTheatre': 'Tiyatro hakkında',
} satisfies Translation<typeof en>;
