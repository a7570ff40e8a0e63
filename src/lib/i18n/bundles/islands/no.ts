import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Varsler',
  'islands.toasts.close': 'Lukk varsel',
  'islands.currency.changed': 'Prisene vises nå i {name}.',
  'islands.calendar.heading': 'Velg en dato',
  'islands.calendar.previousMonth': 'Forrige måned',
  'islands.calendar.nextMonth': 'Neste måned',
  'islands.calendar.dayAvailable': '{date}, fra {price}',
  'islands.calendar.dayLimited': '{date}, fra {price}, selges raskt',
  'islands.calendar.daySoldOut': '{date}, utsolgt',
  'islands.calendar.dayNone': '{date}, ikke tilgjengelig',
  'islands.calendar.soldOut': 'Utsolgt',
  'islands.calendar.sellingFast': 'Selges raskt',
  'islands.calendar.ticketType': 'Billettype',
  'islands.calendar.allTypes': 'Alle billettyper',
  'islands.calendar.times': 'Tidspunkter {date}',
  'islands.calendar.left': '{count} igjen',
  'islands.calendar.loadingTimes': 'Laster inn tidspunkter…',
  'islands.calendar.continue': 'Fortsett',
  'islands.calendar.problemTitle': 'Oi, det har oppstått et problem',
  'islands.calendar.problemText':
    'Alle opplevelser {date} er utsolgt. Hvis datoene dine er fleksible, finnes det fortsatt billetter andre dager.',
  'islands.calendar.viewAllDates': 'Se alle datoer',
  'islands.calendar.failed': 'Vi kunne ikke laste inn datoene akkurat nå. Prøv igjen.',
  'islands.calendar.timesFailed': 'Vi kunne ikke laste inn tidspunktene for denne datoen. Prøv igjen.',
  'islands.calendar.hint': 'Bruk piltastene for å flytte mellom datoer og Enter for å velge en.',
  'islands.consent.title': 'Dine personvernvalg',
  'islands.consent.text':
    'Vi bruker nødvendige informasjonskapsler for at nettstedet skal fungere. Med ditt samtykke bruker vi også analysekapsler for å forstå hvordan nettstedet brukes, og markedsføringskapsler for relevante tilbud og innhold innebygd fra andre tjenester.',
  'islands.consent.allowAll': 'Tillat alle',
  'islands.consent.denyAll': 'Avslå alle',
  'islands.consent.manage': 'Administrer innstillinger',
  'islands.consent.necessary': 'Nødvendige',
  'islands.consent.necessaryText':
    'Trengs for at nettstedet skal fungere: valuta, språk og disse valgene. Alltid på.',
  'islands.consent.analytics': 'Analyse',
  'islands.consent.analyticsText':
    'Sidevisninger og hvor langt sidene leses, slik at vi kan forbedre nettstedet.',
  'islands.consent.marketing': 'Markedsføring',
  'islands.consent.marketingText':
    'Relevante tilbud, og videoer, kart og spillere innebygd fra andre tjenester.',
  'islands.consent.save': 'Lagre innstillinger',
  'islands.consent.saved': 'Innstillingene er lagret',
  'islands.consent.reopen': 'Innstillinger for informasjonskapsler',
  'islands.cta.checkAvailability': 'Sjekk tilgjengelighet',
  'islands.reviews.loadMore': 'Vis flere anmeldelser',
  'islands.reviews.loading': 'Laster inn anmeldelser…',
  'islands.reviews.failed': 'Vi kunne ikke laste inn anmeldelsene akkurat nå. Prøv igjen.',
} satisfies Translation<typeof en>;
