import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'In evidenza',
  'news.all': 'Tutte le notizie',
  'news.moreReads': 'Altre letture',
  'news.trailers': 'Trailer',
  'news.recent': 'Notizie recenti',
  'news.reviews': 'Recensioni',
  'news.section.announcement': 'Notizie',
  'news.section.casting': 'Cast',
  'news.section.review': 'Recensione',
  'news.section.trailer': 'Trailer',
  'news.by': 'Di {author}',
  'news.updated': 'Aggiornato il {date}',
  'news.readingTime': {
    one: '{count} min di lettura',
    many: '{count} min di lettura',
    other: '{count} min di lettura',
  },
  'news.criticRating': 'Il voto del nostro critico: {rating} su 5',
  'news.audienceRating': 'Il voto del pubblico: {rating} su 5',
  'news.trailerOf': 'Trailer: {title}',
  'news.pagination': 'Pagine delle notizie',
  'news.previous': 'Notizie più recenti',
  'news.next': 'Notizie meno recenti',
  'news.page': 'Pagina {page}',
  'news.pageOf': 'Pagina {page} di {pages}',
  'news.pageTitle': '{title} – pagina {page}',
  'news.empty': 'Non ci sono ancora notizie. Torna a trovarci presto.',
  'news.failed': 'Non è stato possibile caricare le notizie. Riprova tra qualche istante.',
  'news.outOfRange': 'La pagina {page} delle notizie non esiste: l’elenco ne ha {pages}.',
  'news.backToLatest': 'Vai alle ultime notizie',
  'news.book': 'Prenota i biglietti',
  'news.bookFailed':
    'Al momento non possiamo mostrare i biglietti di questo spettacolo. Riprova tra qualche istante.',
  'news.subscribeHeading': 'Le ultime notizie nella tua casella di posta',
  'news.subscribeIntro':
    'Annunci degli spettacoli, nuovi cast, recensioni e offerte sui biglietti, una volta alla settimana. Puoi annullare l’iscrizione in qualsiasi momento.',
} satisfies Translation<typeof en>;
