import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Meldingen',
  'islands.toasts.close': 'Melding sluiten',
  'islands.currency.changed': 'Prijzen worden nu getoond in {name}.',
  'islands.calendar.heading': 'Kies een datum',
  'islands.calendar.previousMonth': 'Vorige maand',
  'islands.calendar.nextMonth': 'Volgende maand',
  'islands.calendar.dayAvailable': '{date}, vanaf {price}',
  'islands.calendar.dayLimited': '{date}, vanaf {price}, snel uitverkocht',
  'islands.calendar.daySoldOut': '{date}, uitverkocht',
  'islands.calendar.dayNone': '{date}, niet beschikbaar',
  'islands.calendar.soldOut': 'Uitverkocht',
  'islands.calendar.sellingFast': 'Bijna uitverkocht',
  'islands.calendar.ticketType': 'Tickettype',
  'islands.calendar.allTypes': 'Alle tickettypes',
  'islands.calendar.times': 'Tijden op {date}',
  'islands.calendar.left': 'Nog {count}',
  'islands.calendar.loadingTimes': 'Tijden laden…',
  'islands.calendar.continue': 'Doorgaan',
  'islands.calendar.problemTitle': 'Oei, er is een probleem',
  'islands.calendar.problemText':
    'Alle ervaringen op {date} zijn uitverkocht. Als je flexibel bent met data: op andere dagen zijn er nog tickets.',
  'islands.calendar.viewAllDates': 'Alle data bekijken',
  'islands.calendar.failed': 'De data konden nu niet worden geladen. Probeer het opnieuw.',
  'islands.calendar.timesFailed':
    'De tijden voor deze datum konden niet worden geladen. Probeer het opnieuw.',
  'islands.calendar.hint':
    'Gebruik de pijltjestoetsen om tussen data te bewegen en Enter om er een te kiezen.',
  'islands.consent.title': 'Jouw privacykeuzes',
  'islands.consent.text':
    'We gebruiken noodzakelijke cookies om deze site te laten werken. Met jouw toestemming gebruiken we ook analytische cookies om te zien hoe de site wordt gebruikt, en marketingcookies voor relevante aanbiedingen en ingesloten inhoud van andere diensten.',
  'islands.consent.allowAll': 'Alles toestaan',
  'islands.consent.denyAll': 'Alles weigeren',
  'islands.consent.manage': 'Voorkeuren beheren',
  'islands.consent.necessary': 'Noodzakelijk',
  'islands.consent.necessaryText':
    'Nodig om de site te laten werken: je valuta, taal en deze keuzes. Altijd aan.',
  'islands.consent.analytics': 'Analytisch',
  'islands.consent.analyticsText':
    'Paginaweergaven en hoe ver pagina’s worden gelezen, zodat we de site kunnen verbeteren.',
  'islands.consent.marketing': 'Marketing',
  'islands.consent.marketingText':
    'Relevante aanbiedingen, en video’s, kaarten en spelers van andere diensten.',
  'islands.consent.save': 'Voorkeuren opslaan',
  'islands.consent.saved': 'Voorkeuren opgeslagen',
  'islands.consent.reopen': 'Cookievoorkeuren',
  'islands.cta.checkAvailability': 'Beschikbaarheid bekijken',
  'islands.reviews.loadMore': 'Meer reviews tonen',
  'islands.reviews.loading': 'Reviews laden…',
  'islands.reviews.failed': 'De reviews konden nu niet worden geladen. Probeer het opnieuw.',
} satisfies Translation<typeof en>;
