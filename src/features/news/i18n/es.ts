import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'Noticia destacada',
  'news.all': 'Todas las noticias',
  'news.moreReads': 'Más lecturas',
  'news.trailers': 'Tráilers',
  'news.recent': 'Noticias recientes',
  'news.reviews': 'Críticas',
  'news.section.announcement': 'Noticias',
  'news.section.casting': 'Repartos',
  'news.section.review': 'Crítica',
  'news.section.trailer': 'Tráiler',
  'news.by': 'Por {author}',
  'news.updated': 'Actualizado el {date}',
  'news.readingTime': {
    one: '{count} min de lectura',
    many: '{count} min de lectura',
    other: '{count} min de lectura',
  },
  'news.criticRating': 'Valoración de nuestro crítico: {rating} de 5',
  'news.audienceRating': 'Valoración del público: {rating} de 5',
  'news.trailerOf': 'Tráiler: {title}',
  'news.pagination': 'Páginas de noticias',
  'news.previous': 'Noticias más recientes',
  'news.next': 'Noticias anteriores',
  'news.page': 'Página {page}',
  'news.pageOf': 'Página {page} de {pages}',
  'news.pageTitle': '{title} – página {page}',
  'news.empty': 'Todavía no hay noticias. Vuelve pronto.',
  'news.failed':
    'No hemos podido cargar las noticias en este momento. Inténtalo de nuevo dentro de un momento.',
  'news.outOfRange': 'No existe la página {page} de noticias: el listado tiene {pages}.',
  'news.backToLatest': 'Ir a las últimas noticias',
  'news.book': 'Reservar entradas',
  'news.bookFailed':
    'Ahora mismo no podemos mostrar las entradas de este espectáculo. Inténtalo de nuevo dentro de un momento.',
  'news.subscribeHeading': 'Las últimas noticias en tu correo',
  'news.subscribeIntro':
    'Estrenos, nuevos repartos, críticas y ofertas de entradas, una vez por semana. Cancela la suscripción cuando quieras.',
} satisfies Translation<typeof en>;
