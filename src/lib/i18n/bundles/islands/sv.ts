import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Aviseringar',
  'islands.toasts.close': 'Stäng avisering',
  'islands.currency.changed': 'Priserna visas nu i {name}.',
  'islands.calendar.heading': 'Välj ett datum',
  'islands.calendar.previousMonth': 'Föregående månad',
  'islands.calendar.nextMonth': 'Nästa månad',
  'islands.calendar.dayAvailable': '{date}, från {price}',
  'islands.calendar.dayLimited': '{date}, från {price}, säljer snabbt',
  'islands.calendar.daySoldOut': '{date}, slutsålt',
  'islands.calendar.dayNone': '{date}, inte tillgängligt',
  'islands.calendar.soldOut': 'Slutsålt',
  'islands.calendar.sellingFast': 'Säljer snabbt',
  'islands.calendar.ticketType': 'Biljettyp',
  'islands.calendar.allTypes': 'Alla biljettyper',
  'islands.calendar.times': 'Tider den {date}',
  'islands.calendar.left': '{count} kvar',
  'islands.calendar.loadingTimes': 'Läser in tider…',
  'islands.calendar.continue': 'Fortsätt',
  'islands.calendar.problemTitle': 'Hoppsan, något gick fel',
  'islands.calendar.problemText':
    'Alla upplevelser den {date} är slutsålda. Om dina datum är flexibla finns det fortfarande biljetter andra dagar.',
  'islands.calendar.viewAllDates': 'Visa alla datum',
  'islands.calendar.failed': 'Vi kunde inte läsa in datumen just nu. Försök igen.',
  'islands.calendar.timesFailed': 'Vi kunde inte läsa in tiderna för det här datumet. Försök igen.',
  'islands.calendar.hint': 'Använd piltangenterna för att flytta mellan datum och Enter för att välja ett.',
  'islands.consent.title': 'Dina integritetsval',
  'islands.consent.text':
    'Vi använder nödvändiga cookies för att webbplatsen ska fungera. Med ditt samtycke använder vi också analyscookies för att förstå hur webbplatsen används, och marknadsföringscookies för relevanta erbjudanden och innehåll inbäddat från andra tjänster.',
  'islands.consent.allowAll': 'Tillåt alla',
  'islands.consent.denyAll': 'Neka alla',
  'islands.consent.manage': 'Hantera inställningar',
  'islands.consent.necessary': 'Nödvändiga',
  'islands.consent.necessaryText':
    'Behövs för att webbplatsen ska fungera: din valuta, ditt språk och dessa val. Alltid på.',
  'islands.consent.analytics': 'Analys',
  'islands.consent.analyticsText':
    'Sidvisningar och hur långt sidorna läses, så att vi kan förbättra webbplatsen.',
  'islands.consent.marketing': 'Marknadsföring',
  'islands.consent.marketingText':
    'Relevanta erbjudanden samt videor, kartor och spelare inbäddade från andra tjänster.',
  'islands.consent.save': 'Spara inställningar',
  'islands.consent.saved': 'Inställningarna har sparats',
  'islands.consent.reopen': 'Cookieinställningar',
  'islands.cta.checkAvailability': 'Kolla tillgänglighet',
  'islands.reviews.loadMore': 'Visa fler omdömen',
  'islands.reviews.loading': 'Läser in omdömen…',
  'islands.reviews.failed': 'Vi kunde inte läsa in omdömena just nu. Försök igen.',
} satisfies Translation<typeof en>;
