import type en from './en';
import type { Translation } from '../../message';

export default {
  'store.card.from': 'en düşük',
  'store.card.unavailable': 'Şu anda mevcut değil',
  'store.card.priceLabel': 'En düşük fiyat: {price}',
  'store.card.scratchLabel': 'Önceki fiyat {price}',
  'store.card.rating': '5 üzerinden {rating} puan',
  'store.card.trusted': 'Yüksek puanlı',
  'store.card.viewShow': 'Ayrıntıları gör',
  'store.card.book': 'Hemen rezervasyon yap',
  'store.card.closes': 'Son gösterim: {date}',
  'store.section.failed': 'Bu deneyimler şu anda yüklenemedi. Lütfen birazdan tekrar deneyin.',
  'store.section.empty': 'Şu anda burada uygun deneyim bulunmuyor.',
  'store.section.showMore': {
    one: '{count} deneyim daha göster',
    other: '{count} deneyim daha göster',
  },
  'store.section.count': {
    one: '{count} deneyim',
    other: '{count} deneyim',
  },
  'store.filter.all': 'Tümü',
  'store.filter.label': 'Deneyimleri filtrele',
  'store.banner.video': 'Video: {title}',
  'store.category.heading': '{name} deneyimleri',
} satisfies Translation<typeof en>;
