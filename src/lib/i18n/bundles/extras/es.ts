import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': 'Abrir la foto {number} de {total}',
  'extras.gallery.position': 'Foto {number} de {total}',
  'extras.gallery.close': 'Cerrar',
  'extras.gallery.previous': 'Foto anterior',
  'extras.gallery.next': 'Foto siguiente',
  'extras.breakdown.title': 'Desglose de valoraciones',
  'extras.breakdown.stars': { one: '{count} estrella', other: '{count} estrellas' },
  'extras.similar.title': 'Experiencias similares',
  'extras.place.meetingPoint': 'Punto de encuentro',
  'extras.place.openInMaps': 'Abrir en mapas',
  'extras.place.mapLabel': 'Mapa con {place}',
} satisfies Translation<typeof en>;
