import type en from './en';
import type { Translation } from '../../message';

export default {
  'city.topAttractions': '{city} şehrindeki en popüler yerler',
  'city.popularCategories': 'Popüler kategoriler',
  'city.travelGuide': '{city} seyahat rehberi',
  'city.nearby': '{city} yakınındaki şehirler',
  'city.from': '{price} başlayan fiyatlarla',
  'city.ratings': { one: '{count} değerlendirme', other: '{count} değerlendirme' },
  'collection.picks': 'Öne çıkan seçimlerimiz',
  'collection.all': 'Tüm {name} deneyimleri',
  'collection.startingPrice': 'Biletler {price} başlayan fiyatlarla',
  'collection.rating': '{count} değerlendirmeden {rating}/5',
  'collection.videos': 'İzleyin: {name}',
  'collection.video': 'Video: {name}',
} satisfies Translation<typeof en>;
