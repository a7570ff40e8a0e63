import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Abrir a foto {number} de {total}',
  'extras.gallery.position': 'Foto {number} de {total}',
  'extras.gallery.close': 'Fechar',
  'extras.gallery.previous': 'Foto anterior',
  'extras.gallery.next': 'Foto seguinte',
  'extras.breakdown.title': 'Distribuição das avaliações',
  'extras.breakdown.stars': { one: '{count} estrela', other: '{count} estrelas' },
  'extras.similar.title': 'Experiências semelhantes',
  'extras.place.meetingPoint': 'Ponto de encontro',
  'extras.place.openInMaps': 'Abrir nos mapas',
  'extras.place.mapLabel': 'Mapa com {place}',
} satisfies Translation<typeof en>;
