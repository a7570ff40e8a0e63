/**
 * Categories and sub-categories. The ids named by spec 001 §3 are kept exactly; the other
 * sub-category ids (marked "ours") are this project's, chosen outside the named ones so they never
 * collide. `hidden` categories are left out of `/api/v2/category/` unless `include-hidden=true`.
 */
export interface CategorySeed {
  id: number;
  names: Record<string, string>;
  hidden?: boolean;
}
export interface SubCategorySeed extends CategorySeed {
  categoryId: number;
}

const n = (en: string, fr: string, it: string, es: string, de: string) => ({ en, fr, it, es, de });

export const CATEGORIES: readonly CategorySeed[] = [
  { id: 1, names: n('Tickets', 'Billets', 'Biglietti', 'Entradas', 'Tickets') },
  { id: 2, names: n('Tours', 'Visites', 'Tour', 'Tours', 'Touren') },
  { id: 3, names: n('Transportation', 'Transport', 'Trasporti', 'Transporte', 'Transport') },
  {
    id: 4,
    names: n(
      'Travel Services',
      'Services de voyage',
      'Servizi di viaggio',
      'Servicios de viaje',
      'Reiseservices',
    ),
  },
  { id: 5, names: n('Food & Drink', 'Gastronomie', 'Cibo e bevande', 'Comida y bebida', 'Essen & Trinken') },
  { id: 6, names: n('Day Trips', 'Excursions', 'Gite di un giorno', 'Excursiones', 'Tagesausflüge') },
  { id: 7, names: n('Entertainment', 'Spectacles', 'Intrattenimento', 'Entretenimiento', 'Unterhaltung') },
  { id: 8, names: n('Adventure', 'Aventure', 'Avventura', 'Aventura', 'Abenteuer') },
  { id: 9, names: n('Aerial Sightseeing', 'Vues aériennes', 'Tour aerei', 'Vistas aéreas', 'Rundflüge') },
  {
    id: 10,
    names: n('Water Sports', 'Sports nautiques', 'Sport acquatici', 'Deportes acuáticos', 'Wassersport'),
  },
  { id: 11, names: n('Nature & Wildlife', 'Nature et faune', 'Natura', 'Naturaleza', 'Natur & Tierwelt') },
  { id: 12, names: n('Wellness', 'Bien-être', 'Benessere', 'Bienestar', 'Wellness') },
  { id: 13, names: n('Classes', 'Cours', 'Corsi', 'Clases', 'Kurse') },
  { id: 14, names: n('Specials', 'Offres spéciales', 'Speciali', 'Especiales', 'Specials') },
  {
    id: 15,
    names: n(
      'RV Rentals',
      'Location de camping-cars',
      'Noleggio camper',
      'Alquiler de autocaravanas',
      'Wohnmobile',
    ),
    hidden: true,
  },
  { id: 16, names: n('Staycations', 'Séjours', 'Soggiorni', 'Estancias', 'Kurzurlaub'), hidden: true },
  { id: 18, names: n('Cruises', 'Croisières', 'Crociere', 'Cruceros', 'Kreuzfahrten') },
  { id: 19, names: n('Sports', 'Sports', 'Sport', 'Deportes', 'Sport') },
];

const s = (id: number, categoryId: number, names: Record<string, string>): SubCategorySeed => ({
  id,
  categoryId,
  names,
});

export const SUB_CATEGORIES: readonly SubCategorySeed[] = [
  // Named in spec 001 §3.
  s(1080, 1, n('Combo', 'Combinés', 'Combo', 'Combos', 'Kombitickets')),
  s(1008, 4, n('City Cards', 'City Cards', 'City Card', 'Tarjetas turísticas', 'City Cards')),
  s(
    1019,
    3,
    n(
      'Airport Transfers',
      'Transferts aéroport',
      'Transfer aeroportuali',
      'Traslados al aeropuerto',
      'Flughafentransfers',
    ),
  ),
  s(
    1022,
    3,
    n(
      'Public Transport',
      'Transports publics',
      'Trasporto pubblico',
      'Transporte público',
      'Öffentlicher Verkehr',
    ),
  ),
  s(1023, 4, n('SIM cards', 'Cartes SIM', 'Schede SIM', 'Tarjetas SIM', 'SIM-Karten')),
  s(1031, 5, n('Food Passes', 'Pass gourmands', 'Pass gastronomici', 'Pases gastronómicos', 'Food-Pässe')),
  s(
    1108,
    3,
    n('Ferry Tickets', 'Billets de ferry', 'Biglietti traghetto', 'Billetes de ferry', 'Fährtickets'),
  ),
  s(1133, 3, n('Train Tickets', 'Billets de train', 'Biglietti del treno', 'Billetes de tren', 'Zugtickets')),
  s(1139, 3, n('Train Passes', 'Pass ferroviaires', 'Pass ferroviari', 'Pases de tren', 'Bahnpässe')),
  s(
    1145,
    3,
    n(
      'Shared Airport Transfers',
      'Navettes aéroport partagées',
      'Navette condivise',
      'Traslados compartidos',
      'Geteilte Transfers',
    ),
  ),
  s(
    1011,
    2,
    n(
      'Hop-on Hop-off Tours',
      'Bus touristiques',
      'Bus hop-on hop-off',
      'Autobuses turísticos',
      'Hop-on Hop-off Touren',
    ),
  ),
  // Ours.
  s(1001, 1, n('Landmarks', 'Monuments', 'Monumenti', 'Monumentos', 'Sehenswürdigkeiten')),
  s(1002, 1, n('Museums', 'Musées', 'Musei', 'Museos', 'Museen')),
  s(
    1003,
    1,
    n('Theme Parks', "Parcs d'attractions", 'Parchi divertimento', 'Parques temáticos', 'Freizeitparks'),
  ),
  s(
    1004,
    1,
    n('Zoos & Aquariums', 'Zoos et aquariums', 'Zoo e acquari', 'Zoos y acuarios', 'Zoos & Aquarien'),
  ),
  s(
    1005,
    1,
    n(
      'Observation Decks',
      "Points d'observation",
      'Terrazze panoramiche',
      'Miradores',
      'Aussichtsplattformen',
    ),
  ),
  s(
    1006,
    1,
    n(
      'Palaces & Castles',
      'Palais et châteaux',
      'Palazzi e castelli',
      'Palacios y castillos',
      'Schlösser & Burgen',
    ),
  ),
  s(
    1007,
    1,
    n(
      'Archaeological Sites',
      'Sites archéologiques',
      'Siti archeologici',
      'Sitios arqueológicos',
      'Ausgrabungsstätten',
    ),
  ),
  s(
    1009,
    1,
    n('Religious Sites', 'Sites religieux', 'Luoghi religiosi', 'Lugares religiosos', 'Religiöse Stätten'),
  ),
  s(1010, 2, n('Walking Tours', 'Visites à pied', 'Tour a piedi', 'Tours a pie', 'Stadtrundgänge')),
  s(1012, 2, n('Guided Tours', 'Visites guidées', 'Visite guidate', 'Visitas guiadas', 'Führungen')),
  s(1013, 2, n('Bike Tours', 'Visites à vélo', 'Tour in bici', 'Tours en bici', 'Radtouren')),
  s(1014, 2, n('Private Tours', 'Visites privées', 'Tour privati', 'Tours privados', 'Privattouren')),
  s(1015, 7, n('Musicals', 'Comédies musicales', 'Musical', 'Musicales', 'Musicals')),
  s(1016, 7, n('Plays', 'Pièces de théâtre', 'Spettacoli teatrali', 'Obras de teatro', 'Theaterstücke')),
  s(1017, 7, n('Concerts', 'Concerts', 'Concerti', 'Conciertos', 'Konzerte')),
  s(1018, 7, n('Opera & Ballet', 'Opéra et ballet', 'Opera e balletto', 'Ópera y ballet', 'Oper & Ballett')),
  s(1020, 7, n('Comedy Shows', 'Spectacles comiques', 'Spettacoli comici', 'Comedia', 'Comedy')),
  s(1021, 7, n('Cabaret', 'Cabaret', 'Cabaret', 'Cabaret', 'Kabarett')),
  s(
    1024,
    18,
    n(
      'Sightseeing Cruises',
      'Croisières touristiques',
      'Crociere turistiche',
      'Cruceros turísticos',
      'Rundfahrten',
    ),
  ),
  s(
    1025,
    18,
    n('Dinner Cruises', 'Croisières dîner', 'Crociere con cena', 'Cruceros con cena', 'Dinner-Kreuzfahrten'),
  ),
  s(
    1026,
    18,
    n(
      'Lunch Cruises',
      'Croisières déjeuner',
      'Crociere con pranzo',
      'Cruceros con almuerzo',
      'Lunch-Kreuzfahrten',
    ),
  ),
  s(
    1027,
    6,
    n(
      'Day Trips from the City',
      'Excursions depuis la ville',
      'Gite dalla città',
      'Excursiones desde la ciudad',
      'Tagesausflüge ab der Stadt',
    ),
  ),
  s(
    1028,
    5,
    n('Food Tours', 'Visites gourmandes', 'Tour gastronomici', 'Tours gastronómicos', 'Food-Touren'),
  ),
  s(
    1029,
    5,
    n('Wine Tastings', 'Dégustations de vin', 'Degustazioni di vino', 'Catas de vino', 'Weinproben'),
  ),
  s(
    1030,
    8,
    n(
      'Outdoor Activities',
      'Activités de plein air',
      'Attività all’aperto',
      'Actividades al aire libre',
      'Outdoor-Aktivitäten',
    ),
  ),
  s(
    1032,
    9,
    n(
      'Helicopter Tours',
      'Tours en hélicoptère',
      'Tour in elicottero',
      'Tours en helicóptero',
      'Hubschrauberflüge',
    ),
  ),
  s(1033, 9, n('Hot Air Balloons', 'Montgolfières', 'Mongolfiere', 'Globos aerostáticos', 'Ballonfahrten')),
  s(
    1034,
    10,
    n('Snorkelling & Diving', 'Plongée', 'Snorkeling e immersioni', 'Buceo', 'Schnorcheln & Tauchen'),
  ),
  s(1035, 11, n('Safaris', 'Safaris', 'Safari', 'Safaris', 'Safaris')),
  s(1036, 12, n('Spas', 'Spas', 'Spa', 'Spas', 'Spas')),
  s(1037, 13, n('Cooking Classes', 'Cours de cuisine', 'Corsi di cucina', 'Clases de cocina', 'Kochkurse')),
  s(
    1038,
    14,
    n(
      'Seasonal Specials',
      'Offres saisonnières',
      'Offerte stagionali',
      'Especiales de temporada',
      'Saisonangebote',
    ),
  ),
  s(1040, 15, n('Campervans', 'Vans aménagés', 'Camper', 'Campervans', 'Campervans')),
  s(
    1041,
    16,
    n('Hotel Stays', "Séjours à l'hôtel", 'Soggiorni in hotel', 'Estancias en hotel', 'Hotelaufenthalte'),
  ),
  s(
    1042,
    19,
    n('Football Matches', 'Matchs de football', 'Partite di calcio', 'Partidos de fútbol', 'Fußballspiele'),
  ),
  s(
    1043,
    19,
    n('Stadium Tours', 'Visites de stades', 'Tour degli stadi', 'Tours de estadios', 'Stadionführungen'),
  ),
];
