import type { Phrasebook } from './phraseSet.ts';

/** Spanish (es, Spain): the texts of the curated products and collections, keyed by their English text. */
export const spanish: Phrasebook = {
  // Calls to action.
  'Select seats': 'Elegir asientos',
  'Check availability': 'Ver disponibilidad',

  // Shows ({show} and {venue} are filled per product).
  'See {show} live at the {venue}': 'Disfruta de «{show}» en directo en el {venue}',
  'Choose your own seats on the seating plan': 'Elige tus asientos en el plano de la sala',
  'Instant confirmation with mobile tickets': 'Confirmación inmediata y entradas en el móvil',
  'Ticket to {show}': 'Entrada para «{show}»',
  'Seat of your choice': 'Asiento a tu elección',
  Cloakroom: 'Guardarropa',
  // Seating levels (ticket types and venue sections): London, then Broadway.
  Stalls: 'Platea',
  'Dress Circle': 'Primer anfiteatro',
  'Royal Circle': 'Anfiteatro real',
  'Grand Circle': 'Anfiteatro principal',
  'Upper Circle': 'Anfiteatro superior',
  Circle: 'Anfiteatro',
  Balcony: 'Balcón',
  Orchestra: 'Platea',
  Mezzanine: 'Entresuelo',
  'Front Mezzanine': 'Entresuelo delantero',
  'Rear Mezzanine': 'Entresuelo trasero',

  // Shared exclusions and ticket types.
  'Food and drinks': 'Comida y bebida',
  'Food and drinks unless stated': 'Comida y bebida, salvo que se indique',
  'Hotel pick-up and drop-off': 'Recogida y regreso al hotel',
  Gratuities: 'Propinas',
  'Attraction entry fees': 'Entradas a las atracciones',
  'Extra luggage': 'Equipaje adicional',
  'General admission': 'Entrada general',
  'English tour': 'Visita en inglés',
  'Italian tour': 'Visita en italiano',
  'Spanish tour': 'Visita en español',
  'French tour': 'Visita en francés',

  // Shared inclusions.
  Guide: 'Guía',
  'Licensed guide': 'Guía oficial',
  'Archaeologist guide': 'Guía arqueólogo',
  Headsets: 'Auriculares',
  'Audio guide': 'Audioguía',
  'Entry ticket': 'Entrada',
  'Entry tickets': 'Entradas',

  // Vatican (vatican-museums-tickets.com).
  'Skip the long entrance queue': 'Evita la larga cola de entrada',
  'See Michelangelo’s Sistine Chapel ceiling':
    'Contempla la bóveda de la Capilla Sixtina pintada por Miguel Ángel',
  'Raphael Rooms and the Gallery of Maps': 'Las Estancias de Rafael y la Galería de los Mapas',
  'Timed entry to the Vatican Museums': 'Entrada con horario a los Museos Vaticanos',
  'Sistine Chapel': 'Capilla Sixtina',
  'Expert guide through the museums': 'Un guía experto te acompaña por los museos',
  'Direct passage to St. Peter’s Basilica': 'Paso directo a la Basílica de San Pedro',
  'Enter before the crowds': 'Entra antes que las multitudes',
  'Sistine Chapel at its quietest': 'La Capilla Sixtina en su momento más tranquilo',
  'Early entry': 'Entrada temprana',
  'Climb 551 steps to Michelangelo’s dome': 'Sube los 551 escalones de la cúpula de Miguel Ángel',
  'Panoramic views over Rome': 'Vistas panorámicas de Roma',
  'Dome access': 'Acceso a la cúpula',
  'Rarely visited papal gardens': 'Los jardines papales, poco visitados',
  'Museums entry included': 'Entrada a los museos incluida',
  'Museums entry': 'Entrada a los museos',

  // London hop-on hop-off (london-hop-on-hop-off-tours.com).
  'Open-top buses past Big Ben, Tower Bridge and St Paul’s':
    'Autobuses descapotables que pasan por el Big Ben, el Tower Bridge y la catedral de San Pablo',
  'Live guide on the Red Route': 'Guía en directo en la Ruta Roja',
  'Includes a walking tour': 'Incluye un tour a pie',
  'Hop-on hop-off bus ticket': 'Billete de autobús turístico',
  'Audio commentary in 12 languages': 'Audioguía en 12 idiomas',
  'Walking tours': 'Tours a pie',
  '24-hour ticket': 'Billete de 24 horas',
  '48-hour ticket': 'Billete de 48 horas',
  '72-hour ticket': 'Billete de 72 horas',
  'Electric and hybrid buses': 'Autobuses eléctricos e híbridos',
  'Over 40 stops across central London': 'Más de 40 paradas en el centro de Londres',
  'Hop-on hop-off ticket': 'Billete hop-on hop-off',
  'Kids audio channel': 'Canal de audio para niños',
  'Classic open-top bus routes': 'Las rutas clásicas en autobús descapotable',
  'Free Thames cruise offer': 'Crucero gratis por el Támesis',
  'Bus tour plus a Thames cruise between Westminster and Tower Pier':
    'Recorrido en autobús y crucero por el Támesis entre Westminster y Tower Pier',
  'Bus ticket': 'Billete de autobús',
  'River cruise': 'Crucero por el río',

  // Acropolis and Pompeii.
  'The Parthenon, Erechtheion and Propylaea': 'El Partenón, el Erecteion y los Propileos',
  'Timed entry': 'Entrada con horario',
  'Entry to the Acropolis': 'Entrada a la Acrópolis',
  'Small group': 'Grupo reducido',
  'Walk the streets of the Roman city buried by Vesuvius':
    'Recorre las calles de la ciudad romana sepultada por el Vesubio',
  'Guided tour of Pompeii': 'Visita guiada de Pompeya',
  'Hike to the crater of Vesuvius': 'Subida a pie al cráter del Vesubio',
  Transport: 'Transporte de ida y vuelta',

  // Collection blurbs.
  'Book tickets for the best West End musicals and plays in London, from The Lion King to Hamilton.':
    'Reserva entradas para los mejores musicales y obras del West End de Londres, de El Rey León a Hamilton.',
  'Tickets for the hottest Broadway musicals in New York City, with the best seats and prices.':
    'Entradas para los musicales de Broadway más populares de Nueva York, con los mejores asientos y precios.',
  'Vatican Museums and Sistine Chapel tickets and tours, with St. Peter’s Basilica.':
    'Entradas y visitas a los Museos Vaticanos y la Capilla Sixtina, con la Basílica de San Pedro.',
  'Compare Big Bus, Tootbus and City Sightseeing hop-on hop-off bus tours of London.':
    'Compara los autobuses turísticos de Londres de Big Bus, Tootbus y City Sightseeing.',
  'Acropolis and Parthenon tickets and guided tours in Athens.':
    'Entradas y visitas guiadas a la Acrópolis y el Partenón en Atenas.',
  'Pompeii archaeological park tickets, guided tours and day trips.':
    'Entradas al parque arqueológico de Pompeya, visitas guiadas y excursiones de un día.',
};
