import type { PhraseSet } from '../translations/phraseSet.ts';
import { EVERY_DAY, type CuratedTourGroup } from '../types.ts';

/** Start times every 30 minutes from `first` to `last` ('HH:MM', both included). */
const HALF_HOURLY = (first: string, last: string): string[] => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const times: string[] = [];
  for (let t = minutes(first); t <= minutes(last); t += 30)
    times.push(`${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`);
  return times;
};

const base = {
  collectionId: 251,
  flowType: 'NORMAL',
  cancellableUpTo: 24,
  tags: ['FREE_CANCELLATION', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
} as const;

/** The Metropolitan Museum of Art is closed on Wednesdays and open late on Fridays and Saturdays. */
const MET_DAY = HALF_HOURLY('10:00', '16:00');
const MET_LATE = HALF_HOURLY('10:00', '20:00');
/** The 9/11 Memorial Museum is closed on Tuesdays; last entry 17:30. */
const MUSEUM_911 = HALF_HOURLY('09:00', '17:30');
/** Edge closes at 22:00, at 23:00 on Fridays and Saturdays. */
const EDGE = HALF_HOURLY('10:00', '21:00');
const EDGE_LATE = HALF_HOURLY('10:00', '22:00');

export const NEW_YORK_THINGS_TO_DO: readonly CuratedTourGroup[] = [
  {
    ...base,
    tgid: 11091,
    subCategoryId: 1005,
    price: 48,
    duration: [60, 120],
    schedule: EVERY_DAY(HALF_HOURLY('09:00', '23:00')),
    variants: ['86th floor', '86th and 102nd floors'],
    names: {
      en: 'Empire State Building 86th Floor Observatory Tickets',
      es: 'Entradas al observatorio del piso 86 del Empire State Building',
      de: 'Empire State Building: Tickets für die Aussichtsplattform im 86. Stock',
      ar: 'تذاكر منصة المراقبة في الطابق 86 بمبنى إمباير ستيت',
      cn: '帝国大厦86层观景台门票',
    },
    highlights: [
      'Open-air deck 320 m above Midtown Manhattan',
      'Interactive exhibits on the building’s history',
      'Open daily until midnight',
    ],
    inclusions: ['Entry to the 86th-floor observatory', 'Entry to the 2nd-floor museum'],
    exclusions: ['102nd-floor observatory (upgrade available)', 'Food and drinks'],
    descriptors: ['Best seller'],
  },
  {
    ...base,
    tgid: 11092,
    subCategoryId: 1005,
    price: 44,
    originalPrice: 48,
    duration: [60, 90],
    schedule: EVERY_DAY(HALF_HOURLY('09:00', '23:00')),
    variants: ['General admission', 'Sun & Stars (day and night visit)'],
    names: {
      en: 'Top of the Rock Observation Deck Tickets',
      es: 'Entradas al mirador Top of the Rock',
      de: 'Top of the Rock: Tickets für die Aussichtsplattform',
      ar: 'تذاكر منصة المراقبة «توب أوف ذا روك»',
      cn: '洛克菲勒中心巨石之顶观景台门票',
    },
    highlights: [
      'Three viewing levels on floors 67, 69 and 70',
      'Central Park and the Empire State Building in one view',
      'Open daily until midnight',
    ],
    inclusions: ['Observation deck entry', 'Entry at your chosen time'],
    exclusions: ['The Beam and Skylift experiences'],
    descriptors: ['Most loved'],
  },
  {
    ...base,
    tgid: 11093,
    subCategoryId: 1005,
    price: 44,
    duration: [60, 90],
    schedule: { 0: EDGE, 1: EDGE, 2: EDGE, 3: EDGE, 4: EDGE, 5: EDGE_LATE, 6: EDGE_LATE },
    cancellableUpTo: null,
    tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
    names: {
      en: 'Edge Hudson Yards Sky Deck Tickets',
      es: 'Entradas al mirador Edge de Hudson Yards',
      de: 'Edge Hudson Yards: Tickets für die Aussichtsplattform',
      ar: 'تذاكر منصة المشاهدة «إيدج» في هدسون ياردز',
      cn: '哈德逊城市广场 Edge 观景台门票',
    },
    highlights: [
      'Highest outdoor sky deck in the Western Hemisphere',
      'Glass floor 100 storeys above the street',
      'Lean out over the city on angled glass walls',
    ],
    inclusions: ['Sky deck entry', 'Entry at your chosen time'],
    exclusions: ['City Climb experience', 'Food and drinks'],
  },
  {
    ...base,
    tgid: 11094,
    subCategoryId: 1005,
    price: 46,
    duration: [60, 120],
    schedule: EVERY_DAY(HALF_HOURLY('09:00', '22:30')),
    variants: ['General admission', 'SUMMIT with Ascent'],
    names: {
      en: 'SUMMIT One Vanderbilt Tickets',
      es: 'Entradas a SUMMIT One Vanderbilt',
      de: 'Tickets für SUMMIT One Vanderbilt',
      ar: 'تذاكر «سَميت وان فاندربيلت»',
      cn: 'SUMMIT One Vanderbilt 观景体验门票',
    },
    highlights: [
      'Mirrored rooms of the immersive art installation',
      'Glass ledges over Madison Avenue',
      'Next to Grand Central Terminal',
    ],
    inclusions: ['Entry to all SUMMIT rooms and terraces', 'Entry at your chosen time'],
    exclusions: ['Ascent glass elevator (upgrade available)', 'Food and drinks'],
  },
  {
    ...base,
    tgid: 11095,
    subCategoryId: 1024,
    price: 52,
    duration: [150, 150],
    schedule: EVERY_DAY(['10:00', '12:30', '15:00']),
    names: {
      en: 'Circle Line Best of NYC Cruise',
      es: 'Crucero Best of NYC de Circle Line alrededor de Manhattan',
      de: 'Circle Line: Best-of-NYC-Bootsfahrt rund um Manhattan',
      ar: 'رحلة «أفضل ما في نيويورك» البحرية مع «سيركل لاين»',
      cn: 'Circle Line 纽约精华环岛游船',
    },
    highlights: [
      'Full loop around Manhattan island',
      'Sails close to the Statue of Liberty',
      'Departs from Pier 83 at West 42nd Street',
    ],
    inclusions: ['2.5-hour cruise', 'Live narration by a Circle Line guide'],
    exclusions: ['Food and drinks', 'Hotel pick-up and drop-off'],
  },
  {
    ...base,
    tgid: 11096,
    subCategoryId: 1001,
    price: 29,
    duration: [240, 300],
    schedule: EVERY_DAY(HALF_HOURLY('09:00', '15:30')),
    variants: ['Grounds access', 'Pedestal access', 'Crown access'],
    names: {
      en: 'Statue of Liberty & Ellis Island Tickets with Ferry',
      es: 'Entradas a la Estatua de la Libertad y Ellis Island con ferry',
      de: 'Freiheitsstatue & Ellis Island: Tickets mit Fähre',
      ar: 'تذاكر تمثال الحرية وجزيرة إليس مع العبّارة',
      cn: '自由女神像和埃利斯岛门票（含渡轮）',
    },
    highlights: [
      'Round-trip ferry from Battery Park with Statue City Cruises',
      'Statue of Liberty Museum on Liberty Island',
      'National Museum of Immigration on Ellis Island',
    ],
    inclusions: ['Round-trip ferry', 'Entry to Liberty Island and Ellis Island', 'Audio guide'],
    exclusions: ['Food and drinks'],
    tags: ['FREE_CANCELLATION', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'AUDIO_GUIDE'],
    descriptors: ['Must-do experience'],
  },
  {
    ...base,
    tgid: 11097,
    subCategoryId: 1024,
    price: 49,
    duration: [120, 120],
    schedule: EVERY_DAY(['19:00']),
    names: {
      en: 'Circle Line Harbor Lights Sunset Cruise',
      es: 'Crucero al atardecer Harbor Lights de Circle Line',
      de: 'Circle Line Harbor Lights: Hafenrundfahrt bei Sonnenuntergang',
      ar: 'رحلة «هاربر لايتس» البحرية عند الغروب مع «سيركل لاين»',
      cn: 'Circle Line 港湾灯火日落游船',
    },
    highlights: [
      'Sails at sunset past the Statue of Liberty',
      'The Manhattan skyline lit up after dark',
      'Under the Brooklyn Bridge',
    ],
    inclusions: ['2-hour cruise', 'Live narration by a Circle Line guide'],
    exclusions: ['Food and drinks', 'Hotel pick-up and drop-off'],
  },
  {
    ...base,
    tgid: 11098,
    subCategoryId: 1002,
    price: 36,
    duration: [120, 180],
    schedule: { 0: MUSEUM_911, 1: MUSEUM_911, 3: MUSEUM_911, 4: MUSEUM_911, 5: MUSEUM_911, 6: MUSEUM_911 },
    cancellableUpTo: null,
    tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
    names: {
      en: '9/11 Memorial & Museum Timed-Entry Tickets',
      es: 'Entradas con horario al Memorial y Museo del 11-S',
      de: '9/11 Memorial & Museum: Tickets mit Zeitfenster',
      ar: 'تذاكر النصب التذكاري ومتحف 11 سبتمبر بموعد دخول محدد',
      cn: '9/11国家纪念馆与博物馆限时入场门票',
    },
    highlights: [
      'Two reflecting pools in the footprints of the Twin Towers',
      'Artifacts and personal stories of 11 September 2001',
    ],
    inclusions: ['Entry to the 9/11 Memorial Museum', 'Entry at your chosen time'],
    exclusions: ['Guided tour of the museum', 'Hotel pick-up and drop-off'],
  },
  {
    ...base,
    tgid: 11099,
    subCategoryId: 1002,
    price: 30,
    duration: [180, 240],
    schedule: { 0: MET_DAY, 1: MET_DAY, 2: MET_DAY, 4: MET_DAY, 5: MET_LATE, 6: MET_LATE },
    names: {
      en: 'The Metropolitan Museum of Art Tickets',
      es: 'Entradas al Museo Metropolitano de Arte',
      de: 'Tickets für das Metropolitan Museum of Art',
      ar: 'تذاكر متحف المتروبوليتان للفنون',
      cn: '大都会艺术博物馆门票',
    },
    highlights: [
      'The Temple of Dendur and the Egyptian galleries',
      'European masterpieces from Rembrandt to Van Gogh',
      'Open until 9 pm on Fridays and Saturdays',
    ],
    inclusions: ['Entry to The Met Fifth Avenue', 'Same-day entry to The Met Cloisters'],
    exclusions: ['Guided tour of the museum', 'Hotel pick-up and drop-off'],
  },
  {
    ...base,
    tgid: 11100,
    subCategoryId: 1011,
    flowType: 'HOP_ON_HOP_OFF',
    price: 59,
    originalPrice: 69,
    duration: [1440, 2880],
    schedule: EVERY_DAY(['09:00']),
    variants: ['Essential ticket (1 day)', 'Discover ticket (2 days)'],
    names: {
      en: 'Big Bus New York Hop-On Hop-Off Tour',
      es: 'Autobús turístico Big Bus en Nueva York',
      de: 'Big Bus New York: Hop-on-Hop-off-Stadtrundfahrt',
      ar: 'جولة «بيغ باص» السياحية في نيويورك بنظام الصعود والنزول',
      cn: 'Big Bus 纽约随上随下观光巴士',
    },
    highlights: [
      'Open-top buses through Midtown, Downtown and Uptown',
      'Stops at Times Square, the Empire State Building and Central Park',
    ],
    inclusions: ['Unlimited hop-on hop-off rides', 'Multilingual audio commentary on board'],
    exclusions: ['Entry to attractions on the route'],
    tags: ['FREE_CANCELLATION', 'MOBILE_TICKET', 'AUDIO_GUIDE'],
    descriptors: ['Special deal'],
  },
];

/** Translations of the English texts above (and of the collection blurb) that no shared phrasebook holds. */
export const NEW_YORK_THINGS_TO_DO_PHRASES: PhraseSet = {
  es: {
    'Observation decks, harbour cruises, the Statue of Liberty and the museums of New York City.':
      'Miradores, cruceros por el puerto, la Estatua de la Libertad y los museos de Nueva York.',
    // Empire State Building.
    'Open-air deck 320 m above Midtown Manhattan': 'Terraza al aire libre a 320 m sobre Midtown Manhattan',
    'Interactive exhibits on the building’s history':
      'Exposiciones interactivas sobre la historia del edificio',
    'Open daily until midnight': 'Abierto todos los días hasta medianoche',
    'Entry to the 86th-floor observatory': 'Entrada al observatorio del piso 86',
    'Entry to the 2nd-floor museum': 'Entrada al museo de la segunda planta',
    '102nd-floor observatory (upgrade available)': 'Observatorio del piso 102 (mejora disponible)',
    '86th floor': 'Piso 86',
    '86th and 102nd floors': 'Pisos 86 y 102',
    // Top of the Rock.
    'Three viewing levels on floors 67, 69 and 70': 'Tres niveles de observación en los pisos 67, 69 y 70',
    'Central Park and the Empire State Building in one view':
      'Central Park y el Empire State Building en una sola vista',
    'Observation deck entry': 'Entrada al mirador',
    'Entry at your chosen time': 'Entrada a la hora elegida',
    'The Beam and Skylift experiences': 'Las experiencias The Beam y Skylift',
    'Sun & Stars (day and night visit)': 'Sun & Stars (visita de día y de noche)',
    // Edge.
    'Highest outdoor sky deck in the Western Hemisphere':
      'El mirador al aire libre más alto del hemisferio occidental',
    'Glass floor 100 storeys above the street': 'Suelo de cristal a 100 pisos sobre la calle',
    'Lean out over the city on angled glass walls':
      'Asómate a la ciudad desde sus paredes de cristal inclinadas',
    'Sky deck entry': 'Entrada a la plataforma panorámica',
    'City Climb experience': 'La experiencia City Climb',
    // SUMMIT One Vanderbilt.
    'Mirrored rooms of the immersive art installation':
      'Salas de espejos de la instalación artística inmersiva',
    'Glass ledges over Madison Avenue': 'Balcones de cristal sobre Madison Avenue',
    'Next to Grand Central Terminal': 'Junto a la estación Grand Central',
    'Entry to all SUMMIT rooms and terraces': 'Acceso a todas las salas y terrazas de SUMMIT',
    'Ascent glass elevator (upgrade available)': 'Ascensor de cristal Ascent (mejora disponible)',
    'SUMMIT with Ascent': 'SUMMIT con Ascent',
    // Cruises.
    'Full loop around Manhattan island': 'Vuelta completa a la isla de Manhattan',
    'Sails close to the Statue of Liberty': 'Pasa muy cerca de la Estatua de la Libertad',
    'Departs from Pier 83 at West 42nd Street': 'Sale del muelle 83, en West 42nd Street',
    '2.5-hour cruise': 'Crucero de 2 horas y media',
    'Live narration by a Circle Line guide': 'Comentarios en directo de un guía de Circle Line',
    'Sails at sunset past the Statue of Liberty': 'Navega al atardecer junto a la Estatua de la Libertad',
    'The Manhattan skyline lit up after dark': 'El skyline de Manhattan iluminado de noche',
    'Under the Brooklyn Bridge': 'Bajo el puente de Brooklyn',
    '2-hour cruise': 'Crucero de 2 horas',
    // Statue of Liberty and Ellis Island.
    'Round-trip ferry from Battery Park with Statue City Cruises':
      'Ferry de ida y vuelta desde Battery Park con Statue City Cruises',
    'Statue of Liberty Museum on Liberty Island': 'Museo de la Estatua de la Libertad en Liberty Island',
    'National Museum of Immigration on Ellis Island': 'Museo Nacional de la Inmigración en Ellis Island',
    'Round-trip ferry': 'Ferry de ida y vuelta',
    'Entry to Liberty Island and Ellis Island': 'Acceso a Liberty Island y Ellis Island',
    'Grounds access': 'Acceso a la isla',
    'Pedestal access': 'Acceso al pedestal',
    'Crown access': 'Acceso a la corona',
    // 9/11 Memorial & Museum.
    'Two reflecting pools in the footprints of the Twin Towers':
      'Dos estanques en el lugar exacto que ocupaban las Torres Gemelas',
    'Artifacts and personal stories of 11 September 2001':
      'Objetos e historias personales del 11 de septiembre de 2001',
    'Entry to the 9/11 Memorial Museum': 'Entrada al Museo Memorial del 11-S',
    'Guided tour of the museum': 'Visita guiada al museo',
    // The Met.
    'The Temple of Dendur and the Egyptian galleries': 'El templo de Dendur y las salas egipcias',
    'European masterpieces from Rembrandt to Van Gogh': 'Obras maestras europeas, de Rembrandt a Van Gogh',
    'Open until 9 pm on Fridays and Saturdays': 'Abierto hasta las 21:00 los viernes y sábados',
    'Entry to The Met Fifth Avenue': 'Entrada al Met Fifth Avenue',
    'Same-day entry to The Met Cloisters': 'Entrada el mismo día a The Met Cloisters',
    // Big Bus.
    'Open-top buses through Midtown, Downtown and Uptown':
      'Autobuses descubiertos por Midtown, Downtown y Uptown',
    'Stops at Times Square, the Empire State Building and Central Park':
      'Paradas en Times Square, el Empire State Building y Central Park',
    'Unlimited hop-on hop-off rides': 'Sube y baja tantas veces como quieras',
    'Multilingual audio commentary on board': 'Audioguía a bordo en varios idiomas',
    'Entry to attractions on the route': 'Entradas a las atracciones del recorrido',
    'Essential ticket (1 day)': 'Billete Essential (1 día)',
    'Discover ticket (2 days)': 'Billete Discover (2 días)',
  },
  de: {
    'Observation decks, harbour cruises, the Statue of Liberty and the museums of New York City.':
      'Aussichtsplattformen, Hafenrundfahrten, die Freiheitsstatue und die Museen von New York City.',
    // Empire State Building.
    'Open-air deck 320 m above Midtown Manhattan': 'Freiluftterrasse 320 m über Midtown Manhattan',
    'Interactive exhibits on the building’s history': 'Interaktive Ausstellung zur Geschichte des Gebäudes',
    'Open daily until midnight': 'Täglich bis Mitternacht geöffnet',
    'Entry to the 86th-floor observatory': 'Eintritt zur Aussichtsplattform im 86. Stock',
    'Entry to the 2nd-floor museum': 'Eintritt ins Museum im 2. Stock',
    '102nd-floor observatory (upgrade available)': 'Aussichtsplattform im 102. Stock (Upgrade möglich)',
    '86th floor': '86. Stock',
    '86th and 102nd floors': '86. und 102. Stock',
    // Top of the Rock.
    'Three viewing levels on floors 67, 69 and 70': 'Drei Aussichtsebenen im 67., 69. und 70. Stock',
    'Central Park and the Empire State Building in one view':
      'Central Park und Empire State Building auf einen Blick',
    'Observation deck entry': 'Eintritt zur Aussichtsplattform',
    'Entry at your chosen time': 'Einlass zur gewählten Uhrzeit',
    'The Beam and Skylift experiences': 'Die Erlebnisse The Beam und Skylift',
    'Sun & Stars (day and night visit)': 'Sun & Stars (Besuch bei Tag und bei Nacht)',
    // Edge.
    'Highest outdoor sky deck in the Western Hemisphere':
      'Die höchste Freiluft-Aussichtsplattform der westlichen Hemisphäre',
    'Glass floor 100 storeys above the street': 'Glasboden 100 Stockwerke über der Straße',
    'Lean out over the city on angled glass walls': 'An schrägen Glaswänden über die Stadt hinauslehnen',
    'Sky deck entry': 'Eintritt zum Sky Deck',
    'City Climb experience': 'Das Erlebnis City Climb',
    // SUMMIT One Vanderbilt.
    'Mirrored rooms of the immersive art installation': 'Verspiegelte Räume der immersiven Kunstinstallation',
    'Glass ledges over Madison Avenue': 'Gläserne Erker über der Madison Avenue',
    'Next to Grand Central Terminal': 'Direkt neben dem Grand Central Terminal',
    'Entry to all SUMMIT rooms and terraces': 'Zugang zu allen Räumen und Terrassen von SUMMIT',
    'Ascent glass elevator (upgrade available)': 'Gläserner Außenaufzug Ascent (Upgrade möglich)',
    'SUMMIT with Ascent': 'SUMMIT mit Ascent',
    // Cruises.
    'Full loop around Manhattan island': 'Einmal rund um die Insel Manhattan',
    'Sails close to the Statue of Liberty': 'Nah an der Freiheitsstatue vorbei',
    'Departs from Pier 83 at West 42nd Street': 'Abfahrt am Pier 83 an der West 42nd Street',
    '2.5-hour cruise': 'Zweieinhalbstündige Bootsfahrt',
    'Live narration by a Circle Line guide': 'Live-Kommentar eines Circle-Line-Guides',
    'Sails at sunset past the Statue of Liberty': 'Bei Sonnenuntergang an der Freiheitsstatue vorbei',
    'The Manhattan skyline lit up after dark': 'Die erleuchtete Skyline von Manhattan bei Nacht',
    'Under the Brooklyn Bridge': 'Unter der Brooklyn Bridge hindurch',
    '2-hour cruise': 'Zweistündige Bootsfahrt',
    // Statue of Liberty and Ellis Island.
    'Round-trip ferry from Battery Park with Statue City Cruises':
      'Hin- und Rückfahrt mit Statue City Cruises ab Battery Park',
    'Statue of Liberty Museum on Liberty Island': 'Museum der Freiheitsstatue auf Liberty Island',
    'National Museum of Immigration on Ellis Island': 'Nationales Einwanderungsmuseum auf Ellis Island',
    'Round-trip ferry': 'Fähre hin und zurück',
    'Entry to Liberty Island and Ellis Island': 'Zugang zu Liberty Island und Ellis Island',
    'Grounds access': 'Zugang zur Insel',
    'Pedestal access': 'Zugang zum Sockel',
    'Crown access': 'Aufstieg zur Krone',
    // 9/11 Memorial & Museum.
    'Two reflecting pools in the footprints of the Twin Towers':
      'Zwei Wasserbecken in den Grundrissen der Twin Towers',
    'Artifacts and personal stories of 11 September 2001':
      'Fundstücke und persönliche Geschichten vom 11. September 2001',
    'Entry to the 9/11 Memorial Museum': 'Eintritt ins 9/11 Memorial Museum',
    'Guided tour of the museum': 'Führung durch das Museum',
    // The Met.
    'The Temple of Dendur and the Egyptian galleries': 'Der Tempel von Dendur und die ägyptischen Säle',
    'European masterpieces from Rembrandt to Van Gogh': 'Europäische Meisterwerke von Rembrandt bis van Gogh',
    'Open until 9 pm on Fridays and Saturdays': 'Freitags und samstags bis 21 Uhr geöffnet',
    'Entry to The Met Fifth Avenue': 'Eintritt ins Met Fifth Avenue',
    'Same-day entry to The Met Cloisters': 'Eintritt in The Met Cloisters am selben Tag',
    // Big Bus.
    'Open-top buses through Midtown, Downtown and Uptown':
      'Offene Doppeldecker durch Midtown, Downtown und Uptown',
    'Stops at Times Square, the Empire State Building and Central Park':
      'Haltestellen am Times Square, am Empire State Building und am Central Park',
    'Unlimited hop-on hop-off rides': 'Beliebig oft ein- und aussteigen',
    'Multilingual audio commentary on board': 'Mehrsprachiger Audiokommentar an Bord',
    'Entry to attractions on the route': 'Eintritte zu den Sehenswürdigkeiten entlang der Route',
    'Essential ticket (1 day)': 'Essential-Ticket (1 Tag)',
    'Discover ticket (2 days)': 'Discover-Ticket (2 Tage)',
  },
  ar: {
    'Observation decks, harbour cruises, the Statue of Liberty and the museums of New York City.':
      'منصات المراقبة والرحلات البحرية في الميناء وتمثال الحرية ومتاحف مدينة نيويورك.',
    // Empire State Building.
    'Open-air deck 320 m above Midtown Manhattan': 'منصة مكشوفة على ارتفاع 320 مترًا فوق وسط مانهاتن',
    'Interactive exhibits on the building’s history': 'معارض تفاعلية عن تاريخ المبنى',
    'Open daily until midnight': 'مفتوح يوميًا حتى منتصف الليل',
    'Entry to the 86th-floor observatory': 'الدخول إلى منصة المراقبة في الطابق 86',
    'Entry to the 2nd-floor museum': 'الدخول إلى المتحف في الطابق الثاني',
    '102nd-floor observatory (upgrade available)': 'منصة المراقبة في الطابق 102 (تتوفر الترقية)',
    '86th floor': 'الطابق 86',
    '86th and 102nd floors': 'الطابقان 86 و102',
    // Top of the Rock.
    'Three viewing levels on floors 67, 69 and 70': 'ثلاثة مستويات للمشاهدة في الطوابق 67 و69 و70',
    'Central Park and the Empire State Building in one view': 'سنترال بارك ومبنى إمباير ستيت في مشهد واحد',
    'Observation deck entry': 'الدخول إلى منصة المراقبة',
    'Entry at your chosen time': 'الدخول في الموعد الذي تختاره',
    'The Beam and Skylift experiences': 'تجربتا «ذا بيم» و«سكاي ليفت»',
    'Sun & Stars (day and night visit)': '«صن آند ستارز» (زيارة نهارية وأخرى ليلية)',
    // Edge.
    'Highest outdoor sky deck in the Western Hemisphere': 'أعلى منصة مشاهدة مكشوفة في نصف الكرة الغربي',
    'Glass floor 100 storeys above the street': 'أرضية زجاجية على ارتفاع 100 طابق فوق الشارع',
    'Lean out over the city on angled glass walls': 'اتكئ على الجدران الزجاجية المائلة فوق المدينة',
    'Sky deck entry': 'الدخول إلى منصة المشاهدة',
    'City Climb experience': 'تجربة «سيتي كلايم»',
    // SUMMIT One Vanderbilt.
    'Mirrored rooms of the immersive art installation': 'غرف المرايا في العمل الفني الغامر',
    'Glass ledges over Madison Avenue': 'شرفات زجاجية معلّقة فوق جادة ماديسون',
    'Next to Grand Central Terminal': 'بجوار محطة غراند سنترال',
    'Entry to all SUMMIT rooms and terraces': 'الدخول إلى جميع قاعات «سَميت» وشرفاته',
    'Ascent glass elevator (upgrade available)': 'مصعد «أسنت» الزجاجي (تتوفر الترقية)',
    'SUMMIT with Ascent': '«سَميت» مع مصعد «أسنت»',
    // Cruises.
    'Full loop around Manhattan island': 'جولة كاملة حول جزيرة مانهاتن',
    'Sails close to the Statue of Liberty': 'الإبحار على مقربة من تمثال الحرية',
    'Departs from Pier 83 at West 42nd Street': 'الانطلاق من الرصيف 83 في شارع 42 الغربي',
    '2.5-hour cruise': 'رحلة بحرية مدتها ساعتان ونصف',
    'Live narration by a Circle Line guide': 'شرح مباشر من مرشد «سيركل لاين»',
    'Sails at sunset past the Statue of Liberty': 'الإبحار عند الغروب بمحاذاة تمثال الحرية',
    'The Manhattan skyline lit up after dark': 'أفق مانهاتن مضاءً بعد حلول الظلام',
    'Under the Brooklyn Bridge': 'المرور تحت جسر بروكلين',
    '2-hour cruise': 'رحلة بحرية مدتها ساعتان',
    // Statue of Liberty and Ellis Island.
    'Round-trip ferry from Battery Park with Statue City Cruises':
      'عبّارة ذهابًا وإيابًا من باتري بارك مع «ستاتشو سيتي كروزز»',
    'Statue of Liberty Museum on Liberty Island': 'متحف تمثال الحرية في جزيرة الحرية',
    'National Museum of Immigration on Ellis Island': 'المتحف الوطني للهجرة في جزيرة إليس',
    'Round-trip ferry': 'عبّارة ذهابًا وإيابًا',
    'Entry to Liberty Island and Ellis Island': 'الدخول إلى جزيرة الحرية وجزيرة إليس',
    'Grounds access': 'زيارة أرض الجزيرة',
    'Pedestal access': 'الصعود إلى قاعدة التمثال',
    'Crown access': 'الصعود إلى التاج',
    // 9/11 Memorial & Museum.
    'Two reflecting pools in the footprints of the Twin Towers': 'حوضان عاكسان في موضع البرجين التوأمين',
    'Artifacts and personal stories of 11 September 2001': 'مقتنيات وقصص شخصية من 11 سبتمبر 2001',
    'Entry to the 9/11 Memorial Museum': 'الدخول إلى متحف النصب التذكاري لأحداث 11 سبتمبر',
    'Guided tour of the museum': 'جولة في المتحف مع مرشد',
    // The Met.
    'The Temple of Dendur and the Egyptian galleries': 'معبد دندور وقاعات الفن المصري',
    'European masterpieces from Rembrandt to Van Gogh': 'روائع أوروبية من رامبرانت إلى فان غوخ',
    'Open until 9 pm on Fridays and Saturdays': 'مفتوح حتى التاسعة مساءً يومي الجمعة والسبت',
    'Entry to The Met Fifth Avenue': 'الدخول إلى متحف «ذا ميت» في الجادة الخامسة',
    'Same-day entry to The Met Cloisters': 'الدخول إلى «ذا ميت كلويسترز» في اليوم نفسه',
    // Big Bus.
    'Open-top buses through Midtown, Downtown and Uptown':
      'حافلات مكشوفة السقف تجوب ميدتاون وداونتاون وأبتاون',
    'Stops at Times Square, the Empire State Building and Central Park':
      'محطات في تايمز سكوير ومبنى إمباير ستيت وسنترال بارك',
    'Unlimited hop-on hop-off rides': 'صعود ونزول غير محدودين',
    'Multilingual audio commentary on board': 'تعليق صوتي بعدة لغات على متن الحافلة',
    'Entry to attractions on the route': 'رسوم دخول المعالم على المسار',
    'Essential ticket (1 day)': 'تذكرة «إسنشال» (يوم واحد)',
    'Discover ticket (2 days)': 'تذكرة «ديسكفر» (يومان)',
  },
  cn: {
    'Observation decks, harbour cruises, the Statue of Liberty and the museums of New York City.':
      '纽约的观景台、港湾游船、自由女神像和各大博物馆。',
    // Empire State Building.
    'Open-air deck 320 m above Midtown Manhattan': '高出曼哈顿中城320米的露天观景台',
    'Interactive exhibits on the building’s history': '讲述大厦历史的互动展览',
    'Open daily until midnight': '每天开放至午夜',
    'Entry to the 86th-floor observatory': '86层观景台门票',
    'Entry to the 2nd-floor museum': '2层博物馆参观',
    '102nd-floor observatory (upgrade available)': '102层观景台（可升级）',
    '86th floor': '86层',
    '86th and 102nd floors': '86层和102层',
    // Top of the Rock.
    'Three viewing levels on floors 67, 69 and 70': '67层、69层和70层三层观景平台',
    'Central Park and the Empire State Building in one view': '中央公园与帝国大厦尽收眼底',
    'Observation deck entry': '观景台门票',
    'Entry at your chosen time': '按所选时间入场',
    'The Beam and Skylift experiences': 'The Beam 和 Skylift 体验项目',
    'Sun & Stars (day and night visit)': '日与夜套票（白天和夜晚各一次）',
    // Edge.
    'Highest outdoor sky deck in the Western Hemisphere': '西半球最高的户外观景台',
    'Glass floor 100 storeys above the street': '离地100层的玻璃地板',
    'Lean out over the city on angled glass walls': '倚靠倾斜的玻璃墙俯瞰城市',
    'Sky deck entry': '空中观景台门票',
    'City Climb experience': 'City Climb 攀登体验',
    // SUMMIT One Vanderbilt.
    'Mirrored rooms of the immersive art installation': '沉浸式艺术装置的镜面空间',
    'Glass ledges over Madison Avenue': '悬于麦迪逊大道上方的玻璃观景台',
    'Next to Grand Central Terminal': '毗邻中央车站',
    'Entry to all SUMMIT rooms and terraces': 'SUMMIT 所有展厅和露台',
    'Ascent glass elevator (upgrade available)': 'Ascent 玻璃观光电梯（可升级）',
    'SUMMIT with Ascent': 'SUMMIT 含 Ascent 电梯',
    // Cruises.
    'Full loop around Manhattan island': '环绕曼哈顿岛一整圈',
    'Sails close to the Statue of Liberty': '近距离驶过自由女神像',
    'Departs from Pier 83 at West 42nd Street': '从西42街83号码头出发',
    '2.5-hour cruise': '2.5小时游船',
    'Live narration by a Circle Line guide': 'Circle Line 导游现场讲解',
    'Sails at sunset past the Statue of Liberty': '日落时分驶过自由女神像',
    'The Manhattan skyline lit up after dark': '夜幕下灯火璀璨的曼哈顿天际线',
    'Under the Brooklyn Bridge': '从布鲁克林大桥下穿过',
    '2-hour cruise': '2小时游船',
    // Statue of Liberty and Ellis Island.
    'Round-trip ferry from Battery Park with Statue City Cruises':
      '乘坐 Statue City Cruises 渡轮往返炮台公园',
    'Statue of Liberty Museum on Liberty Island': '自由岛上的自由女神像博物馆',
    'National Museum of Immigration on Ellis Island': '埃利斯岛国家移民博物馆',
    'Round-trip ferry': '往返渡轮',
    'Entry to Liberty Island and Ellis Island': '登自由岛和埃利斯岛',
    'Grounds access': '登岛参观',
    'Pedestal access': '登基座',
    'Crown access': '登皇冠',
    // 9/11 Memorial & Museum.
    'Two reflecting pools in the footprints of the Twin Towers': '建在双子塔原址上的两座倒影池',
    'Artifacts and personal stories of 11 September 2001': '2001年9月11日的遗物与亲历者故事',
    'Entry to the 9/11 Memorial Museum': '9/11纪念博物馆门票',
    'Guided tour of the museum': '博物馆导览',
    // The Met.
    'The Temple of Dendur and the Egyptian galleries': '丹铎神庙与埃及展厅',
    'European masterpieces from Rembrandt to Van Gogh': '从伦勃朗到梵高的欧洲名作',
    'Open until 9 pm on Fridays and Saturdays': '周五和周六开放至晚上9点',
    'Entry to The Met Fifth Avenue': '大都会艺术博物馆第五大道主馆门票',
    'Same-day entry to The Met Cloisters': '当日可参观大都会修道院分馆',
    // Big Bus.
    'Open-top buses through Midtown, Downtown and Uptown': '敞篷巴士游览中城、下城和上城',
    'Stops at Times Square, the Empire State Building and Central Park': '停靠时代广场、帝国大厦和中央公园',
    'Unlimited hop-on hop-off rides': '不限次数随上随下',
    'Multilingual audio commentary on board': '车上多语种语音讲解',
    'Entry to attractions on the route': '沿途景点门票',
    'Essential ticket (1 day)': 'Essential 票（1天）',
    'Discover ticket (2 days)': 'Discover 票（2天）',
  },
};
