import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'hoho.routes.title': 'Circuits',
  'hoho.routes.choose': 'Choisissez un circuit',
  'hoho.routes.none':
    'Le détail des circuits n’est pas disponible pour le moment. Les billets ci-dessous indiquent où passe chaque bus.',
  'hoho.route.operator': 'Exploité par {operator}',
  'hoho.route.frequency': { one: 'Toutes les minutes', other: 'Toutes les {count} min' },
  'hoho.route.hours': 'Premier bus {first} · dernier bus {last}',
  'hoho.route.loop': 'Boucle complète {duration}',
  'hoho.route.stopCount': { one: '{count} arrêt', other: '{count} arrêts' },
  'hoho.route.commentary': 'Commentaires : {languages}',
  'hoho.route.liveGuide': 'Guide en direct à bord',
  'hoho.map.title': 'Plan des circuits',
  'hoho.map.description':
    'Plan des circuits de bus tracé d’après la position des arrêts. Chaque arrêt renvoie à sa place dans les listes d’arrêts.',
  'hoho.map.legend': 'Légende du plan',
  'hoho.map.stopLabel': '{stop} : {visits}',
  'hoho.map.visit': '{route}, arrêt {number}',
  'hoho.stops.title': 'Arrêts dans l’ordre',
  'hoho.stops.ofRoute': '{route} : arrêts dans l’ordre',
  'hoho.stops.number': 'Arrêt {number}',
  'hoho.stops.nearby': 'À proximité : {places}',
  'hoho.stops.loop': 'Le bus revient ensuite à {stop}.',
  'hoho.products.title': 'Billets de bus à arrêts multiples',
  'hoho.compare.title': 'Comparer les billets',
  'hoho.compare.caption':
    'Billets de bus à arrêts multiples côte à côte : prix, validité, circuits et commentaires',
  'hoho.compare.ticket': 'Billet',
  'hoho.compare.price': 'Prix à partir de',
  'hoho.compare.validity': 'Validité',
  'hoho.compare.routes': 'Circuits',
  'hoho.compare.liveGuide': 'Guide en direct',
  'hoho.compare.audioGuide': 'Audioguide',
  'hoho.compare.yes': 'Oui',
  'hoho.compare.no': 'Non',
  'hoho.compare.notListed': 'Non précisé',
  'hoho.faq': 'Questions fréquentes',
} satisfies Translation<typeof en>;
