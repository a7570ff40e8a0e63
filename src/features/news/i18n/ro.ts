import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'Articol principal',
  'news.all': 'Toate știrile',
  'news.moreReads': 'Alte lecturi',
  'news.trailers': 'Trailere',
  'news.recent': 'Știri recente',
  'news.reviews': 'Cronici',
  'news.section.announcement': 'Știri',
  'news.section.casting': 'Distribuție',
  'news.section.review': 'Cronică',
  'news.section.trailer': 'Trailer',
  'news.by': 'De {author}',
  'news.updated': 'Actualizat pe {date}',
  'news.readingTime': {
    one: '{count} min de citit',
    few: '{count} min de citit',
    other: '{count} min de citit',
  },
  'news.criticRating': 'Nota criticului nostru: {rating} din 5',
  'news.audienceRating': 'Nota publicului: {rating} din 5',
  'news.trailerOf': 'Trailer: {title}',
  'news.pagination': 'Pagini de știri',
  'news.previous': 'Știri mai noi',
  'news.next': 'Știri mai vechi',
  'news.page': 'Pagina {page}',
  'news.pageOf': 'Pagina {page} din {pages}',
  'news.pageTitle': '{title} – pagina {page}',
  'news.empty': 'Nu există încă știri. Revino în curând.',
  'news.failed': 'Nu am putut încărca știrile acum. Încearcă din nou în câteva momente.',
  'news.outOfRange': 'Pagina {page} de știri nu există: lista are {pages}.',
  'news.backToLatest': 'Mergi la cele mai noi știri',
  'news.book': 'Rezervă bilete',
  'news.bookFailed':
    'Biletele pentru acest spectacol nu pot fi afișate acum. Încearcă din nou în câteva momente.',
  'news.subscribeHeading': 'Cele mai noi știri în căsuța ta de e-mail',
  'news.subscribeIntro':
    'Anunțuri de spectacole, distribuții noi, cronici și oferte de bilete, o dată pe săptămână. Te poți dezabona oricând.',
} satisfies Translation<typeof en>;
