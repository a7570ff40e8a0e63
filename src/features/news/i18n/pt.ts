import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'Destaque',
  'news.all': 'Todas as notícias',
  'news.moreReads': 'Mais leituras',
  'news.trailers': 'Trailers',
  'news.recent': 'Notícias recentes',
  'news.reviews': 'Críticas',
  'news.section.announcement': 'Notícias',
  'news.section.casting': 'Elenco',
  'news.section.review': 'Crítica',
  'news.section.trailer': 'Trailer',
  'news.by': 'Por {author}',
  'news.updated': 'Atualizado a {date}',
  'news.readingTime': {
    one: '{count} min de leitura',
    many: '{count} min de leitura',
    other: '{count} min de leitura',
  },
  'news.criticRating': 'Classificação do nosso crítico: {rating} em 5',
  'news.audienceRating': 'Classificação do público: {rating} em 5',
  'news.trailerOf': 'Trailer: {title}',
  'news.pagination': 'Páginas de notícias',
  'news.previous': 'Notícias mais recentes',
  'news.next': 'Notícias mais antigas',
  'news.page': 'Página {page}',
  'news.pageOf': 'Página {page} de {pages}',
  'news.pageTitle': '{title} – página {page}',
  'news.empty': 'Ainda não há notícias. Volte em breve.',
  'news.failed': 'Não foi possível carregar as notícias neste momento. Tente novamente daqui a pouco.',
  'news.outOfRange': 'A página {page} de notícias não existe: a lista tem {pages}.',
  'news.backToLatest': 'Ver as últimas notícias',
  'news.book': 'Reservar bilhetes',
  'news.bookFailed':
    'Neste momento não é possível mostrar os bilhetes deste espetáculo. Tente novamente daqui a pouco.',
  'news.subscribeHeading': 'As últimas notícias no seu e-mail',
  'news.subscribeIntro':
    'Anúncios de espetáculos, novos elencos, críticas e ofertas de bilhetes, uma vez por semana. Cancele a subscrição quando quiser.',
} satisfies Translation<typeof en>;
