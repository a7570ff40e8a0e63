import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'hoho.routes.title': 'Trasee',
  'hoho.routes.choose': 'Alege un traseu',
  'hoho.routes.none':
    'Detaliile traseelor nu sunt disponibile acum. Biletele de mai jos arată pe unde circulă fiecare autobuz.',
  'hoho.route.operator': 'Operat de {operator}',
  'hoho.route.frequency': {
    one: 'În fiecare minut',
    few: 'La fiecare {count} min',
    other: 'La fiecare {count} min',
  },
  'hoho.route.hours': 'Primul autobuz {first} · ultimul autobuz {last}',
  'hoho.route.loop': 'Tur complet {duration}',
  'hoho.route.stopCount': { one: '{count} stație', few: '{count} stații', other: '{count} de stații' },
  'hoho.route.commentary': 'Comentariu audio: {languages}',
  'hoho.route.liveGuide': 'Ghid live la bord',
  'hoho.map.title': 'Harta traseelor',
  'hoho.map.description':
    'Harta traseelor de autobuz desenată după poziția stațiilor. Fiecare stație trimite la locul ei din listele de stații.',
  'hoho.map.legend': 'Legenda hărții',
  'hoho.map.stopLabel': '{stop}: {visits}',
  'hoho.map.visit': '{route}, stația {number}',
  'hoho.stops.title': 'Stațiile în ordine',
  'hoho.stops.ofRoute': '{route}: stațiile în ordine',
  'hoho.stops.number': 'Stația {number}',
  'hoho.stops.nearby': 'În apropiere: {places}',
  'hoho.stops.loop': 'Apoi autobuzul se întoarce la {stop}.',
  'hoho.products.title': 'Bilete hop-on hop-off',
  'hoho.compare.title': 'Compară biletele',
  'hoho.compare.caption': 'Bilete hop-on hop-off alăturate: preț, valabilitate, trasee și comentariu',
  'hoho.compare.ticket': 'Bilet',
  'hoho.compare.price': 'Preț de la',
  'hoho.compare.validity': 'Valabilitate',
  'hoho.compare.routes': 'Trasee',
  'hoho.compare.liveGuide': 'Ghid live',
  'hoho.compare.audioGuide': 'Audioghid',
  'hoho.compare.yes': 'Da',
  'hoho.compare.no': 'Nu',
  'hoho.compare.notListed': 'Nespecificat',
  'hoho.faq': 'Întrebări frecvente',
} satisfies Translation<typeof en>;
