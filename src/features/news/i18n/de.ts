import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'news.featured': 'Top-Meldung',
  'news.all': 'Alle Nachrichten',
  'news.moreReads': 'Weitere Artikel',
  'news.trailers': 'Trailer',
  'news.recent': 'Neueste Nachrichten',
  'news.reviews': 'Kritiken',
  'news.section.announcement': 'Nachrichten',
  'news.section.casting': 'Besetzung',
  'news.section.review': 'Kritik',
  'news.section.trailer': 'Trailer',
  'news.by': 'Von {author}',
  'news.updated': 'Aktualisiert am {date}',
  'news.readingTime': { one: '{count} Min. Lesezeit', other: '{count} Min. Lesezeit' },
  'news.criticRating': 'Wertung unserer Kritik: {rating} von 5',
  'news.audienceRating': 'Publikumswertung: {rating} von 5',
  'news.trailerOf': 'Trailer: {title}',
  'news.pagination': 'Nachrichtenseiten',
  'news.previous': 'Neuere Meldungen',
  'news.next': 'Ältere Meldungen',
  'news.page': 'Seite {page}',
  'news.pageOf': 'Seite {page} von {pages}',
  'news.pageTitle': '{title} – Seite {page}',
  'news.empty': 'Noch keine Nachrichten. Schauen Sie bald wieder vorbei.',
  'news.failed':
    'Die Nachrichten konnten gerade nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'news.outOfRange': 'Seite {page} der Nachrichten gibt es nicht: Die Liste hat {pages}.',
  'news.backToLatest': 'Zu den neuesten Nachrichten',
  'news.book': 'Tickets buchen',
  'news.bookFailed':
    'Die Tickets für diese Show können gerade nicht angezeigt werden. Bitte versuchen Sie es gleich noch einmal.',
  'news.subscribeHeading': 'Die neuesten Nachrichten in Ihrem Postfach',
  'news.subscribeIntro':
    'Show-Ankündigungen, neue Besetzungen, Kritiken und Ticketangebote, einmal pro Woche. Jederzeit abbestellbar.',
} satisfies Translation<typeof en>;
