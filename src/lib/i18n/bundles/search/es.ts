import type en from './en';
import type { Translation } from '../../message';

export default {
  'search.title': 'Buscar',
  'search.label': 'Buscar en este sitio',
  'search.placeholder': 'Atracciones, tours, espectáculos…',
  'search.submit': 'Buscar',
  'search.resultsFor': 'Resultados de «{query}»',
  'search.empty': 'Vaya, no hemos encontrado nada.',
  'search.emptyHint': 'Revisa la ortografía o prueba con menos palabras o más generales.',
  'search.shortened': 'Tu búsqueda se ha acortado a sus primeros {count} caracteres.',
  'search.pages': 'Páginas',
  'search.products': 'Entradas y tours',
  'search.failed': 'Algunos resultados no se han podido cargar ahora. Inténtalo de nuevo en un momento.',
  'search.prompt': 'Escribe lo que buscas: una atracción, un tour o un espectáculo.',
  'search.popular': 'Lo más popular ahora',
} satisfies Translation<typeof en>;
