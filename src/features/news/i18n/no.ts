import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'Utvalgt sak',
  'news.all': 'Alle nyheter',
  'news.moreReads': 'Mer lesestoff',
  'news.trailers': 'Trailere',
  'news.recent': 'Siste nytt',
  'news.reviews': 'Anmeldelser',
  'news.section.announcement': 'Nyheter',
  'news.section.casting': 'Rollebesetning',
  'news.section.review': 'Anmeldelse',
  'news.section.trailer': 'Trailer',
  'news.by': 'Av {author}',
  'news.updated': 'Oppdatert {date}',
  'news.readingTime': { one: '{count} min lesing', other: '{count} min lesing' },
  'news.criticRating': 'Vår anmelders vurdering: {rating} av 5',
  'news.audienceRating': 'Publikums vurdering: {rating} av 5',
  'news.trailerOf': 'Trailer: {title}',
  'news.pagination': 'Nyhetssider',
  'news.previous': 'Nyere saker',
  'news.next': 'Eldre saker',
  'news.page': 'Side {page}',
  'news.pageOf': 'Side {page} av {pages}',
  'news.pageTitle': '{title} – side {page}',
  'news.empty': 'Det er ingen nyheter ennå. Kom gjerne tilbake snart.',
  'news.failed': 'Vi kunne ikke laste inn nyhetene akkurat nå. Prøv igjen om et øyeblikk.',
  'news.outOfRange': 'Side {page} av nyhetene finnes ikke: listen har {pages}.',
  'news.backToLatest': 'Gå til siste nytt',
  'news.book': 'Bestill billetter',
  'news.bookFailed':
    'Billettene til denne forestillingen kan ikke vises akkurat nå. Prøv igjen om et øyeblikk.',
  'news.subscribeHeading': 'Siste nytt rett i innboksen',
  'news.subscribeIntro':
    'Nyheter om forestillinger, nye rollebesetninger, anmeldelser og billettilbud én gang i uken. Meld deg av når som helst.',
} satisfies Translation<typeof en>;
