/**
 * Real itineraries of two curated guided tours, with their stops as points of interest (ids 70001+,
 * linked to no collection: they are places a tour passes, not attractions sold on their own).
 */
const stop = (
  id: number,
  names: Record<string, string>,
  latitude: number,
  longitude: number,
  address: string,
  about: string,
) => ({ id, names, latitude, longitude, address, about });

export const CURATED_STOPS = [
  stop(
    70001,
    { en: 'Arch of Constantine', it: 'Arco di Costantino', es: 'Arco de Constantino', ar: 'قوس قسطنطين' },
    41.8898,
    12.4906,
    'Via di San Gregorio, 00186 Roma RM, Italy',
    'The triumphal arch beside the Colosseum, dedicated in AD 315.',
  ),
  stop(
    70002,
    { en: 'Roman Forum', it: 'Foro Romano', es: 'Foro Romano', ar: 'المنتدى الروماني' },
    41.8925,
    12.4853,
    'Via della Salara Vecchia, 5/6, 00186 Roma RM, Italy',
    'The heart of ancient Rome: temples, basilicas and the Senate House.',
  ),
  stop(
    70003,
    { en: 'Palatine Hill', it: 'Palatino', es: 'Monte Palatino', ar: 'تل بالاتين' },
    41.8894,
    12.4875,
    'Via di San Gregorio, 30, 00186 Roma RM, Italy',
    'The hill of the emperors’ palaces, above the Circus Maximus.',
  ),
  stop(
    70004,
    { en: 'Arch of Titus', it: 'Arco di Tito', es: 'Arco de Tito', ar: 'قوس تيتوس' },
    41.8906,
    12.4883,
    'Via Sacra, 00186 Roma RM, Italy',
    'The arch on the Via Sacra celebrating the capture of Jerusalem in AD 70.',
  ),
  stop(
    70011,
    {
      en: 'Pio-Clementino Museum',
      it: 'Museo Pio-Clementino',
      es: 'Museo Pío-Clementino',
      ar: 'متحف بيو كليمنتينو',
    },
    41.9063,
    12.4548,
    'Musei Vaticani, 00120 Città del Vaticano',
    'Classical sculpture, with the Laocoön and the Apollo Belvedere.',
  ),
  stop(
    70012,
    {
      en: 'Gallery of Maps',
      it: 'Galleria delle Carte Geografiche',
      es: 'Galería de los Mapas',
      ar: 'رواق الخرائط',
    },
    41.9049,
    12.4553,
    'Musei Vaticani, 00120 Città del Vaticano',
    'A 120-metre gallery of painted maps of Italy under a gilded vault.',
  ),
  stop(
    70013,
    { en: 'Raphael Rooms', it: 'Stanze di Raffaello', es: 'Estancias de Rafael', ar: 'غرف رافائيل' },
    41.9037,
    12.456,
    'Musei Vaticani, 00120 Città del Vaticano',
    'Four rooms frescoed by Raphael, with the School of Athens.',
  ),
  stop(
    70014,
    { en: 'Sistine Chapel', it: 'Cappella Sistina', es: 'Capilla Sixtina', ar: 'كنيسة سيستينا' },
    41.9029,
    12.4545,
    'Musei Vaticani, 00120 Città del Vaticano',
    'Michelangelo’s ceiling and Last Judgement.',
  ),
  stop(
    70015,
    {
      en: 'St. Peter’s Basilica',
      it: 'Basilica di San Pietro',
      es: 'Basílica de San Pedro',
      ar: 'كاتدرائية القديس بطرس',
    },
    41.9022,
    12.4533,
    'Piazza San Pietro, 00120 Città del Vaticano',
    'The largest church in Christendom, under Michelangelo’s dome.',
  ),
];

type Section = {
  type: 'START_LOCATION' | 'STOP' | 'END_LOCATION';
  name: string;
  description: string;
  durationMinutes: number;
  poiId: number | null;
};
const section = (
  type: Section['type'],
  name: string,
  poiId: number,
  durationMinutes: number,
  description: string,
): Section => ({ type, name, description, durationMinutes, poiId });

/** Itineraries by tgid, replacing the generated ones of these tours. */
export const CURATED_ITINERARIES: Readonly<
  Record<number, { names: Record<string, string>; sections: Section[] }>
> = {
  10202: {
    names: {
      en: 'Colosseum, arena floor and Roman Forum',
      it: 'Colosseo, arena e Foro Romano',
      es: 'Coliseo, arena y Foro Romano',
      ar: 'الكولوسيوم والحلبة والمنتدى الروماني',
    },
    sections: [
      section(
        'START_LOCATION',
        'Arch of Constantine',
        70001,
        0,
        'Meet your guide by the Arch of Constantine.',
      ),
      section(
        'STOP',
        'Colosseum',
        176,
        75,
        'Enter through the gladiators’ gate and stand on the arena floor.',
      ),
      section(
        'STOP',
        'Roman Forum',
        70002,
        50,
        'Walk the Via Sacra past the Temple of Caesar and the Senate House.',
      ),
      section('STOP', 'Palatine Hill', 70003, 45, 'Climb to the palaces of the emperors.'),
      section('END_LOCATION', 'Arch of Titus', 70004, 0, 'The tour ends at the Arch of Titus.'),
    ],
  },
  10302: {
    names: {
      en: 'Vatican Museums, Sistine Chapel and St. Peter’s Basilica',
      it: 'Musei Vaticani, Cappella Sistina e Basilica di San Pietro',
      es: 'Museos Vaticanos, Capilla Sixtina y Basílica de San Pedro',
      ar: 'متاحف الفاتيكان وكنيسة سيستينا وكاتدرائية القديس بطرس',
    },
    sections: [
      section(
        'START_LOCATION',
        'Vatican Museums',
        180,
        0,
        'Meet your guide at the museums’ entrance on Viale Vaticano.',
      ),
      section(
        'STOP',
        'Pio-Clementino Museum',
        70011,
        60,
        'The Laocoön, the Belvedere Torso and the Round Hall.',
      ),
      section('STOP', 'Gallery of Maps', 70012, 25, 'Sixteenth-century maps of every region of Italy.'),
      section(
        'STOP',
        'Raphael Rooms',
        70013,
        35,
        'The School of Athens and the Room of the Fire in the Borgo.',
      ),
      section('STOP', 'Sistine Chapel', 70014, 30, 'Michelangelo’s ceiling and Last Judgement, in silence.'),
      section(
        'END_LOCATION',
        'St. Peter’s Basilica',
        70015,
        30,
        'Pass straight into the basilica and see the Pietà.',
      ),
    ],
  },
};
