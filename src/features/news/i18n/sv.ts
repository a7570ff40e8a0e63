import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'Utvald artikel',
  'news.all': 'Alla nyheter',
  'news.moreReads': 'Mer läsning',
  'news.trailers': 'Trailrar',
  'news.recent': 'Senaste nytt',
  'news.reviews': 'Recensioner',
  'news.section.announcement': 'Nyheter',
  'news.section.casting': 'Rollbesättning',
  'news.section.review': 'Recension',
  'news.section.trailer': 'Trailer',
  'news.by': 'Av {author}',
  'news.updated': 'Uppdaterad {date}',
  'news.readingTime': { one: '{count} min läsning', other: '{count} min läsning' },
  'news.criticRating': 'Vår recensents betyg: {rating} av 5',
  'news.audienceRating': 'Publikens betyg: {rating} av 5',
  'news.trailerOf': 'Trailer: {title}',
  'news.pagination': 'Nyhetssidor',
  'news.previous': 'Nyare nyheter',
  'news.next': 'Äldre nyheter',
  'news.page': 'Sida {page}',
  'news.pageOf': 'Sida {page} av {pages}',
  'news.pageTitle': '{title} – sida {page}',
  'news.empty': 'Det finns inga nyheter än. Titta in igen snart.',
  'news.failed': 'Vi kunde inte läsa in nyheterna just nu. Försök igen om en stund.',
  'news.outOfRange': 'Sida {page} av nyheterna finns inte: listan har {pages}.',
  'news.backToLatest': 'Gå till de senaste nyheterna',
  'news.book': 'Boka biljetter',
  'news.bookFailed':
    'Biljetterna till den här föreställningen kan inte visas just nu. Försök igen om en stund.',
  'news.subscribeHeading': 'Senaste nytt i din inkorg',
  'news.subscribeIntro':
    'Nyheter om föreställningar, nya rollbesättningar, recensioner och biljetterbjudanden en gång i veckan. Avsluta prenumerationen när du vill.',
} satisfies Translation<typeof en>;
