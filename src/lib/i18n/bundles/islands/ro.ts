import type en from './en';
import type { Translation } from '../../message';

export default {
  'islands.toasts.region': 'Notificări',
  'islands.toasts.close': 'Închide notificarea',
  'islands.currency.changed': 'Prețurile sunt acum afișate în {name}.',
  'islands.calendar.heading': 'Alege o dată',
  'islands.calendar.previousMonth': 'Luna anterioară',
  'islands.calendar.nextMonth': 'Luna următoare',
  'islands.calendar.dayAvailable': '{date}, de la {price}',
  'islands.calendar.dayLimited': '{date}, de la {price}, se vinde rapid',
  'islands.calendar.daySoldOut': '{date}, epuizat',
  'islands.calendar.dayNone': '{date}, indisponibil',
  'islands.calendar.soldOut': 'Epuizat',
  'islands.calendar.sellingFast': 'Se vinde rapid',
  'islands.calendar.ticketType': 'Tip de bilet',
  'islands.calendar.allTypes': 'Toate tipurile de bilete',
  'islands.calendar.times': 'Ore pe {date}',
  'islands.calendar.left': 'Au mai rămas: {count}',
  'islands.calendar.loadingTimes': 'Se încarcă orele…',
  'islands.calendar.continue': 'Continuă',
  'islands.calendar.problemTitle': 'Hopa, avem o problemă',
  'islands.calendar.problemText':
    'Toate experiențele din {date} sunt epuizate. Dacă datele tale sunt flexibile, în alte zile mai sunt bilete.',
  'islands.calendar.viewAllDates': 'Vezi toate datele',
  'islands.calendar.failed': 'Nu am putut încărca datele acum. Încearcă din nou.',
  'islands.calendar.timesFailed': 'Nu am putut încărca orele pentru această dată. Încearcă din nou.',
  'islands.calendar.hint':
    'Folosește tastele săgeți pentru a te deplasa între date și Enter pentru a alege una.',
  'islands.consent.title': 'Opțiunile tale de confidențialitate',
  'islands.consent.text':
    'Folosim cookie-uri necesare pentru funcționarea site-ului. Cu permisiunea ta, folosim și cookie-uri de analiză pentru a înțelege cum este folosit site-ul și cookie-uri de marketing pentru oferte relevante și conținut încorporat din alte servicii.',
  'islands.consent.allowAll': 'Permite toate',
  'islands.consent.denyAll': 'Refuză toate',
  'islands.consent.manage': 'Gestionează preferințele',
  'islands.consent.necessary': 'Necesare',
  'islands.consent.necessaryText':
    'Necesare pentru funcționarea site-ului: moneda, limba și aceste opțiuni. Mereu active.',
  'islands.consent.analytics': 'Analiză',
  'islands.consent.analyticsText':
    'Vizualizări de pagini și cât de mult se citește din ele, ca să putem îmbunătăți site-ul.',
  'islands.consent.marketing': 'Marketing',
  'islands.consent.marketingText':
    'Oferte relevante, precum și videoclipuri, hărți și playere încorporate din alte servicii.',
  'islands.consent.save': 'Salvează preferințele',
  'islands.consent.saved': 'Preferințe salvate',
  'islands.consent.reopen': 'Preferințe cookie',
  'islands.cta.checkAvailability': 'Verifică disponibilitatea',
  'islands.reviews.loadMore': 'Arată mai multe recenzii',
  'islands.reviews.loading': 'Se încarcă recenziile…',
  'islands.reviews.failed': 'Nu am putut încărca recenziile acum. Încearcă din nou.',
} satisfies Translation<typeof en>;
