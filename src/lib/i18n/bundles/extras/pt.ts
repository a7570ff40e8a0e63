import type en from './en';
import type { Translation } from '../../message';

export default {
  'extras.gallery.open': "Abrir a foto {number} de {total}",
  'extras.gallery.position': "Foto {number} de {total}",
  'extras.gallery.close': "Fechar",
  'extras.gallery.previous': "Foto anterior",
  'extras.gallery.next': "Foto seguinte",
  'extras.breakdown.title': "Distribuição das avaliações",
  'extras.breakdown.stars': { one: "{count} estrela", other: "{count} estrelas" },
  'extras.similar.title': "Experiências semelhantes",
} satisfies Translation<typeof en>;
