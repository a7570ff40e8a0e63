/**
 * The Seine piers where the curated Paris cruises board (points of interest of the Seine cruises
 * collection 192). Port de la Bourdonnais keeps the collection's own id; the others are 61001+.
 * A pier's `content` is how to reach it by public transport (nearest métro and RER stations).
 */
export const PORT_DE_LA_BOURDONNAIS = 192;
export const PORT_DE_LA_CONFERENCE = 61001;
export const PORT_DE_SUFFREN = 61002;
export const SQUARE_DU_VERT_GALANT = 61003;
export const PORT_DES_SAINTS_PERES = 61004;
export const PORT_DE_LA_TOURNELLE = 61005;

export interface SeinePier {
  id: number;
  names: Record<string, string>;
  address: string;
  latitude: number;
  longitude: number;
  /** Nearest métro and RER stations, per language. */
  transit: Record<string, string>;
}

export const SEINE_PIERS: readonly SeinePier[] = [
  {
    id: PORT_DE_LA_BOURDONNAIS,
    names: {
      en: 'Port de la Bourdonnais (Eiffel Tower)',
      fr: 'Port de la Bourdonnais (tour Eiffel)',
      ar: 'ميناء لا بوردونيه (برج إيفل)',
    },
    address: 'Port de la Bourdonnais, 75007 Paris, France',
    latitude: 48.8597,
    longitude: 2.2927,
    transit: {
      en: 'Métro Bir-Hakeim (line 6) · RER C Champ de Mars – Tour Eiffel',
      fr: 'Métro Bir-Hakeim (ligne 6) · RER C Champ de Mars – Tour Eiffel',
      ar: 'مترو بير حكيم (الخط 6) · قطار RER C محطة شان دو مارس – برج إيفل',
    },
  },
  {
    id: PORT_DE_LA_CONFERENCE,
    names: {
      en: 'Port de la Conférence (Pont de l’Alma)',
      fr: 'Port de la Conférence (pont de l’Alma)',
      ar: 'ميناء لا كونفيرانس (جسر ألما)',
    },
    address: 'Port de la Conférence, Pont de l’Alma, 75008 Paris, France',
    latitude: 48.8637,
    longitude: 2.3012,
    transit: {
      en: 'Métro Alma – Marceau (line 9) · RER C Pont de l’Alma',
      fr: 'Métro Alma – Marceau (ligne 9) · RER C Pont de l’Alma',
      ar: 'مترو ألما – مارسو (الخط 9) · قطار RER C محطة بون دو لألما',
    },
  },
  {
    id: PORT_DE_SUFFREN,
    names: { en: 'Port de Suffren', fr: 'Port de Suffren', ar: 'ميناء سوفرين' },
    address: 'Port de Suffren, 75007 Paris, France',
    latitude: 48.8577,
    longitude: 2.2898,
    transit: {
      en: 'Métro Bir-Hakeim (line 6) · RER C Champ de Mars – Tour Eiffel',
      fr: 'Métro Bir-Hakeim (ligne 6) · RER C Champ de Mars – Tour Eiffel',
      ar: 'مترو بير حكيم (الخط 6) · قطار RER C محطة شان دو مارس – برج إيفل',
    },
  },
  {
    id: SQUARE_DU_VERT_GALANT,
    names: {
      en: 'Square du Vert-Galant (Pont Neuf)',
      fr: 'Square du Vert-Galant (Pont-Neuf)',
      ar: 'حديقة فير غالان (الجسر الجديد)',
    },
    address: '7 Place du Pont-Neuf, 75001 Paris, France',
    latitude: 48.8575,
    longitude: 2.3402,
    transit: {
      en: 'Métro Pont Neuf (line 7) · RER B and C Saint-Michel – Notre-Dame',
      fr: 'Métro Pont Neuf (ligne 7) · RER B et C Saint-Michel – Notre-Dame',
      ar: 'مترو بون نوف (الخط 7) · قطارا RER B وC محطة سان ميشيل – نوتردام',
    },
  },
  {
    id: PORT_DES_SAINTS_PERES,
    names: {
      en: 'Port des Saints-Pères (Pont des Arts)',
      fr: 'Port des Saints-Pères (pont des Arts)',
      ar: 'ميناء سان بير (جسر الفنون)',
    },
    address: 'Port des Saints-Pères, Quai Malaquais, 75006 Paris, France',
    latitude: 48.8581,
    longitude: 2.3346,
    transit: {
      en: 'Métro Saint-Germain-des-Prés (line 4) · Louvre – Rivoli (line 1)',
      fr: 'Métro Saint-Germain-des-Prés (ligne 4) · Louvre – Rivoli (ligne 1)',
      ar: 'مترو سان جيرمان دي بري (الخط 4) · اللوفر – ريفولي (الخط 1)',
    },
  },
  {
    id: PORT_DE_LA_TOURNELLE,
    names: {
      en: 'Port de la Tournelle (Notre-Dame)',
      fr: 'Port de la Tournelle (Notre-Dame)',
      ar: 'ميناء لا تورنيل (نوتردام)',
    },
    address: 'Port de la Tournelle, Quai de la Tournelle, 75005 Paris, France',
    latitude: 48.8509,
    longitude: 2.3546,
    transit: {
      en: 'Métro Maubert – Mutualité (line 10) · RER B and C Saint-Michel – Notre-Dame',
      fr: 'Métro Maubert – Mutualité (ligne 10) · RER B et C Saint-Michel – Notre-Dame',
      ar: 'مترو موبير – موتواليتيه (الخط 10) · قطارا RER B وC محطة سان ميشيل – نوتردام',
    },
  },
];
