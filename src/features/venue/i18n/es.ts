import type en from './en';
import type { Translation } from '../../../lib/i18n/message';

export default {
  'venue.about': 'Sobre el teatro',
  'venue.address': 'Dirección',
  'venue.opened': 'Inauguración',
  'venue.capacity': 'Butacas',
  'venue.seatingPlan': 'Plano de asientos',
  'venue.seatingPlanOf': 'Plano de asientos del {venue}',
  'venue.fullPlan': 'Plano de asientos y mejores butacas',
  'venue.stage': 'Escenario',
  'venue.section': 'Zona',
  'venue.prices': 'Precios de las entradas',
  'venue.priceBand': '{from} – {to}',
  'venue.notOnSale': 'No está a la venta',
  'venue.sectionLabel': {
    one: '{name}: {count} butaca, {price}',
    many: '{name}: {count} butacas, {price}',
    other: '{name}: {count} butacas, {price}',
  },
  'venue.mapHint':
    'Elige una zona para ver sus butacas y precios. Las teclas de flecha pasan de una zona a otra.',
  'venue.legend': 'Rango de precios, de más barato a más caro',
  'venue.unavailable':
    'Los datos de butacas y precios no están disponibles ahora. Vuelve a intentarlo en unos minutos.',
  'venue.whatsOn': 'Cartelera de esta semana',
  'venue.dark': 'No hay funciones',
  'venue.from': 'desde {price}',
  'venue.nowPlaying': 'En cartel',
  'venue.upcoming': 'Próximamente',
  'venue.past': 'Espectáculos anteriores',
  'venue.state.closed': 'Finalizado',
  'venue.state.opening': 'Estreno',
  'venue.state.reopening': 'Reestreno',
  'venue.run': '{from} – {to}',
  'venue.since': 'Desde el {date}',
  'venue.nearby': 'Teatros cercanos',
  'venue.distance': 'a {distance} km',
  'venue.book': 'Reservar {show}',
} satisfies Translation<typeof en>;
