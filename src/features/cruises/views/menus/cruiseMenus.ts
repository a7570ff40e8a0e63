/**
 * The menus of the curated Paris lunch and dinner cruises, in French with English translations (as
 * the boats print them). The set-menu prices are not here: the PDF takes them from the catalogue's
 * ticket types (variants) so that menu and booking always agree.
 */
export interface MenuLine {
  fr: string;
  en: string;
}

export interface MenuCourse extends MenuLine {
  dishes: readonly MenuLine[];
}

export interface DrinkLine extends MenuLine {
  /** Euros. */
  price: number;
}

export interface CruiseMenu {
  tgid: number;
  /** Boat or operator, as printed on the menu. */
  operator: string;
  title: MenuLine;
  /** Sailing time and length, e.g. "Départ 20 h 30 · 2 heures". */
  sailing: MenuLine;
  courses: readonly MenuCourse[];
  drinks: readonly DrinkLine[];
  notes: readonly MenuLine[];
}

const ALLERGENS: MenuLine = {
  fr: 'Tous nos plats sont préparés à bord. Liste des allergènes disponible auprès du maître d’hôtel.',
  en: 'All dishes are prepared on board. Ask the maître d’hôtel for the list of allergens.',
};
const DIETS: MenuLine = {
  fr: 'Menus végétarien et enfant sur demande, au plus tard 48 heures avant la croisière.',
  en: 'Vegetarian and children’s menus on request, at least 48 hours before the cruise.',
};
const NET: MenuLine = { fr: 'Prix nets, service compris.', en: 'Net prices, service included.' };

export const CRUISE_MENUS: readonly CruiseMenu[] = [
  {
    tgid: 10408,
    operator: 'Bateaux Parisiens',
    title: { fr: 'Dîner-croisière', en: 'Dinner cruise' },
    sailing: {
      fr: 'Départs 18 h 15 et 20 h 30 · Port de la Bourdonnais · 2 h 30',
      en: 'Sailings 6.15 pm and 8.30 pm · Port de la Bourdonnais · 2 hr 30 min',
    },
    courses: [
      {
        fr: 'Entrées',
        en: 'Starters',
        dishes: [
          {
            fr: 'Foie gras de canard, chutney de figues, pain brioché',
            en: 'Duck foie gras, fig chutney, brioche',
          },
          { fr: 'Velouté de potimarron, éclats de châtaignes', en: 'Red kuri squash soup, chestnut pieces' },
          { fr: 'Saumon fumé par nos soins, crème citronnée', en: 'House-smoked salmon, lemon cream' },
        ],
      },
      {
        fr: 'Plats',
        en: 'Main courses',
        dishes: [
          {
            fr: 'Filet de bœuf, sauce au poivre, gratin dauphinois',
            en: 'Beef fillet, pepper sauce, potato gratin',
          },
          {
            fr: 'Dos de cabillaud, beurre blanc, légumes de saison',
            en: 'Cod loin, beurre blanc, seasonal vegetables',
          },
          { fr: 'Suprême de volaille fermière aux morilles', en: 'Free-range chicken breast with morels' },
        ],
      },
      {
        fr: 'Fromage et desserts',
        en: 'Cheese and desserts',
        dishes: [
          { fr: 'Brie de Meaux affiné', en: 'Matured Brie de Meaux' },
          { fr: 'Moelleux au chocolat, glace vanille', en: 'Chocolate fondant, vanilla ice cream' },
          {
            fr: 'Tarte fine aux pommes, caramel au beurre salé',
            en: 'Thin apple tart, salted butter caramel',
          },
        ],
      },
    ],
    drinks: [
      { fr: 'Coupe de champagne Nicolas Feuillatte', en: 'Glass of Nicolas Feuillatte champagne', price: 14 },
      {
        fr: 'Bordeaux AOC, château Haut-Bernat (75 cl)',
        en: 'Bordeaux AOC, Château Haut-Bernat (75 cl)',
        price: 42,
      },
      { fr: 'Chablis AOC (75 cl)', en: 'Chablis AOC (75 cl)', price: 46 },
      { fr: 'Eau minérale Evian ou Badoit (75 cl)', en: 'Evian or Badoit mineral water (75 cl)', price: 7 },
      { fr: 'Café ou thé', en: 'Coffee or tea', price: 4 },
    ],
    notes: [
      {
        fr: 'Service Étoile : entrée, plat, dessert. Service Premier : table près des baies vitrées, coupe de champagne, vin et eau. Service Privilège : table à la proue, menu complet, champagne et vins accordés.',
        en: 'Service Etoile: starter, main course, dessert. Service Premier: window table, glass of champagne, wine and water. Service Privilège: table at the bow, full menu, champagne and paired wines.',
      },
      { fr: 'Tenue correcte exigée.', en: 'Smart dress required.' },
      ALLERGENS,
      NET,
    ],
  },
  {
    tgid: 10409,
    operator: 'Bateaux Parisiens',
    title: { fr: 'Déjeuner-croisière', en: 'Lunch cruise' },
    sailing: {
      fr: 'Départ 12 h 45 · Port de la Bourdonnais · 1 h 45',
      en: 'Sailing 12.45 pm · Port de la Bourdonnais · 1 hr 45 min',
    },
    courses: [
      {
        fr: 'Entrées',
        en: 'Starters',
        dishes: [
          { fr: 'Œuf parfait, crème de champignons', en: 'Slow-cooked egg, mushroom cream' },
          { fr: 'Terrine de campagne, cornichons', en: 'Country terrine, gherkins' },
        ],
      },
      {
        fr: 'Plats',
        en: 'Main courses',
        dishes: [
          { fr: 'Bœuf bourguignon, pommes grenaille', en: 'Beef bourguignon, baby potatoes' },
          { fr: 'Pavé de saumon, risotto aux herbes', en: 'Salmon steak, herb risotto' },
          { fr: 'Lasagnes de légumes du marché', en: 'Market vegetable lasagne' },
        ],
      },
      {
        fr: 'Desserts',
        en: 'Desserts',
        dishes: [
          { fr: 'Crème brûlée à la vanille de Madagascar', en: 'Madagascan vanilla crème brûlée' },
          { fr: 'Tarte au citron meringuée', en: 'Lemon meringue tart' },
        ],
      },
    ],
    drinks: [
      { fr: 'Kir au cassis', en: 'Kir with blackcurrant liqueur', price: 8 },
      { fr: 'Côtes-du-Rhône AOC (verre)', en: 'Côtes-du-Rhône AOC (glass)', price: 7 },
      { fr: 'Eau minérale (50 cl)', en: 'Mineral water (50 cl)', price: 5 },
      { fr: 'Café expresso', en: 'Espresso', price: 3.5 },
    ],
    notes: [
      {
        fr: 'Le menu comprend une entrée, un plat et un dessert au choix.',
        en: 'The menu includes one starter, one main course and one dessert of your choice.',
      },
      DIETS,
      ALLERGENS,
      NET,
    ],
  },
  {
    tgid: 10412,
    operator: 'Bateaux-Mouches',
    title: { fr: 'Déjeuner-croisière du week-end', en: 'Weekend lunch cruise' },
    sailing: {
      fr: 'Samedi, dimanche et jours fériés · départ 12 h 30 · Port de la Conférence · 1 h 45',
      en: 'Saturdays, Sundays and public holidays · sailing 12.30 pm · Port de la Conférence · 1 hr 45 min',
    },
    courses: [
      {
        fr: 'Entrées',
        en: 'Starters',
        dishes: [
          { fr: 'Poireaux vinaigrette, œuf mimosa', en: 'Leeks in vinaigrette, devilled egg' },
          { fr: 'Rillettes de maquereau, pain grillé', en: 'Mackerel rillettes, toast' },
        ],
      },
      {
        fr: 'Plats',
        en: 'Main courses',
        dishes: [
          { fr: 'Blanquette de veau à l’ancienne, riz pilaf', en: 'Traditional veal blanquette, pilaf rice' },
          {
            fr: 'Filet de bar, fenouil braisé, sauce vierge',
            en: 'Sea bass fillet, braised fennel, sauce vierge',
          },
        ],
      },
      {
        fr: 'Desserts',
        en: 'Desserts',
        dishes: [
          { fr: 'Profiteroles, sauce chocolat chaud', en: 'Profiteroles, hot chocolate sauce' },
          { fr: 'Assiette de fromages affinés', en: 'Plate of matured cheeses' },
        ],
      },
    ],
    drinks: [
      { fr: 'Coupe de champagne', en: 'Glass of champagne', price: 13 },
      { fr: 'Saint-Émilion AOC (verre)', en: 'Saint-Émilion AOC (glass)', price: 9 },
      { fr: 'Jus de fruits pressés', en: 'Freshly squeezed juice', price: 6 },
      { fr: 'Café ou infusion', en: 'Coffee or herbal tea', price: 3.5 },
    ],
    notes: [
      {
        fr: 'Menu avec accord mets et vins : un verre de vin sélectionné par notre sommelier avec chaque plat.',
        en: 'Menu with wine pairing: a glass of wine chosen by our sommelier with each course.',
      },
      DIETS,
      ALLERGENS,
      NET,
    ],
  },
  {
    tgid: 10413,
    operator: 'Le Calife',
    title: { fr: 'Dîner-croisière', en: 'Dinner cruise' },
    sailing: {
      fr: 'Départ 20 h 30 · Port des Saints-Pères, face au Louvre · 2 heures',
      en: 'Sailing 8.30 pm · Port des Saints-Pères, opposite the Louvre · 2 hours',
    },
    courses: [
      {
        fr: 'Entrées',
        en: 'Starters',
        dishes: [
          { fr: 'Escargots de Bourgogne au beurre persillé', en: 'Burgundy snails in parsley butter' },
          { fr: 'Tartare de daurade au citron vert', en: 'Sea bream tartare with lime' },
          { fr: 'Soupe à l’oignon gratinée', en: 'French onion soup with melted cheese' },
        ],
      },
      {
        fr: 'Plats',
        en: 'Main courses',
        dishes: [
          { fr: 'Magret de canard, sauce aux cerises', en: 'Duck breast, cherry sauce' },
          { fr: 'Noix de Saint-Jacques, purée de panais', en: 'Scallops, parsnip purée' },
          { fr: 'Risotto crémeux aux cèpes', en: 'Creamy porcini risotto' },
        ],
      },
      {
        fr: 'Desserts',
        en: 'Desserts',
        dishes: [
          { fr: 'Paris-Brest praliné', en: 'Praline Paris-Brest' },
          { fr: 'Mousse au chocolat noir', en: 'Dark chocolate mousse' },
        ],
      },
    ],
    drinks: [
      { fr: 'Coupe de champagne Taittinger', en: 'Glass of Taittinger champagne', price: 15 },
      { fr: 'Sancerre AOC (75 cl)', en: 'Sancerre AOC (75 cl)', price: 48 },
      { fr: 'Eau minérale (75 cl)', en: 'Mineral water (75 cl)', price: 6.5 },
      { fr: 'Café gourmand', en: 'Coffee with petits fours', price: 9 },
    ],
    notes: [
      {
        fr: 'Le menu comprend une demi-bouteille de vin par personne ; la formule champagne ajoute une coupe à l’apéritif.',
        en: 'The menu includes half a bottle of wine per person; the champagne option adds a glass as an aperitif.',
      },
      ALLERGENS,
      NET,
    ],
  },
  {
    tgid: 10414,
    operator: 'Paris en Scène',
    title: { fr: 'Dîner-croisière en chansons', en: 'Dinner cruise with French songs' },
    sailing: {
      fr: 'Embarquement 19 h 30, départ 19 h 45 · Port de la Tournelle · 2 h 15',
      en: 'Boarding 7.30 pm, sailing 7.45 pm · Port de la Tournelle · 2 hr 15 min',
    },
    courses: [
      {
        fr: 'Entrées',
        en: 'Starters',
        dishes: [
          { fr: 'Gravlax de saumon à l’aneth', en: 'Dill-cured salmon gravlax' },
          { fr: 'Salade de chèvre chaud, miel et noix', en: 'Warm goat’s cheese salad, honey and walnuts' },
        ],
      },
      {
        fr: 'Plats',
        en: 'Main courses',
        dishes: [
          { fr: 'Navarin d’agneau aux légumes printaniers', en: 'Lamb navarin with spring vegetables' },
          { fr: 'Filet de lieu jaune, sauce safranée', en: 'Pollock fillet, saffron sauce' },
        ],
      },
      {
        fr: 'Desserts',
        en: 'Desserts',
        dishes: [
          { fr: 'Île flottante aux pralines roses', en: 'Floating island with pink pralines' },
          { fr: 'Sorbets de saison', en: 'Seasonal sorbets' },
        ],
      },
    ],
    drinks: [
      { fr: 'Coupe de crémant de Loire', en: 'Glass of Crémant de Loire', price: 10 },
      { fr: 'Côtes-de-Provence rosé (75 cl)', en: 'Côtes de Provence rosé (75 cl)', price: 36 },
      { fr: 'Eau minérale (75 cl)', en: 'Mineral water (75 cl)', price: 6 },
      { fr: 'Café', en: 'Coffee', price: 3 },
    ],
    notes: [
      {
        fr: 'Menu Prestige : apéritif, vin et café compris, table au premier rang face à la chanteuse.',
        en: 'Menu Prestige: aperitif, wine and coffee included, front-row table facing the singer.',
      },
      DIETS,
      ALLERGENS,
      NET,
    ],
  },
];

/** The menu of a tour group, if it has one. */
export const menuOf = (tgid: number): CruiseMenu | undefined =>
  CRUISE_MENUS.find((menu) => menu.tgid === tgid);

/** Where a menu PDF is served (the project's media endpoint). */
export const menuHref = (tgid: number): string => `/media/menus/${tgid}.pdf`;
