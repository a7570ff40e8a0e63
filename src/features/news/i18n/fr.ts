import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'À la une',
  'news.all': 'Toutes les actualités',
  'news.moreReads': 'À lire aussi',
  'news.trailers': 'Bandes-annonces',
  'news.recent': 'Actualités récentes',
  'news.reviews': 'Critiques',
  'news.section.announcement': 'Actualités',
  'news.section.casting': 'Distribution',
  'news.section.review': 'Critique',
  'news.section.trailer': 'Bande-annonce',
  'news.by': 'Par {author}',
  'news.updated': 'Mis à jour le {date}',
  'news.readingTime': {
    one: '{count} min de lecture',
    many: '{count} min de lecture',
    other: '{count} min de lecture',
  },
  'news.criticRating': 'Note de notre critique : {rating} sur 5',
  'news.audienceRating': 'Note du public : {rating} sur 5',
  'news.trailerOf': 'Bande-annonce : {title}',
  'news.pagination': 'Pages d’actualités',
  'news.previous': 'Actualités plus récentes',
  'news.next': 'Actualités plus anciennes',
  'news.page': 'Page {page}',
  'news.pageOf': 'Page {page} sur {pages}',
  'news.pageTitle': '{title} – page {page}',
  'news.empty': 'Aucune actualité pour le moment. Revenez bientôt.',
  'news.failed': 'Impossible de charger les actualités pour le moment. Veuillez réessayer dans un instant.',
  'news.outOfRange': 'La page {page} des actualités n’existe pas : la liste en compte {pages}.',
  'news.backToLatest': 'Voir les dernières actualités',
  'news.book': 'Réserver des billets',
  'news.bookFailed':
    'Les billets de ce spectacle ne peuvent pas être affichés pour le moment. Veuillez réessayer dans un instant.',
  'news.subscribeHeading': 'Les dernières actualités dans votre boîte mail',
  'news.subscribeIntro':
    'Annonces de spectacles, nouvelles distributions, critiques et offres de billets, une fois par semaine. Désabonnez-vous à tout moment.',
} satisfies Translation<typeof en>;
