import type { PhraseSet } from '../translations/phraseSet.ts';
import type { CuratedTourGroup } from '../types.ts';

/** Monday to Saturday: the Vatican Museums close on Sundays (bar the last of the month, not modelled). */
const MON_TO_SAT = (times: readonly string[]) => ({
  1: times,
  2: times,
  3: times,
  4: times,
  5: times,
  6: times,
});

const base = {
  collectionId: 180,
  flowType: 'NORMAL',
} as const;

/** More products of the Vatican Museums collection (vatican-museums-tickets.com), Rome, in EUR. */
export const VATICAN_MORE: readonly CuratedTourGroup[] = [
  {
    ...base,
    tgid: 11011,
    subCategoryId: 1002,
    price: 35,
    duration: [120, 180],
    // The Friday night opening runs from April to October (the season is not modelled).
    schedule: { 5: ['19:00', '19:30', '20:00', '20:30', '21:00'] },
    cancellableUpTo: null,
    names: {
      en: 'Vatican Museums Friday Night Tickets',
      it: 'Musei Vaticani di sera: biglietti per l’apertura del venerdì',
      fr: 'Billets pour les nocturnes du vendredi aux musées du Vatican',
      es: 'Entradas para la apertura nocturna de los viernes en los Museos Vaticanos',
      de: 'Vatikanische Museen am Freitagabend: Tickets',
      ja: 'バチカン美術館 金曜夜間開館チケット',
      ar: 'تذاكر متاحف الفاتيكان في أمسيات الجمعة',
      cn: '梵蒂冈博物馆周五夜场门票',
    },
    highlights: [
      'The Vatican Museums after dark on Friday evenings',
      'Open on Fridays from April to October, last entry 21:30',
      'Far fewer visitors in the Sistine Chapel',
    ],
    inclusions: ['Evening entry to the Vatican Museums', 'Sistine Chapel'],
    exclusions: ['Guide', 'Hotel pick-up and drop-off'],
    tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
    descriptors: ['Selling out fast'],
  },
  {
    ...base,
    tgid: 11012,
    subCategoryId: 1012,
    price: 29,
    duration: [75, 90],
    // The basilica is closed to visitors on Wednesday mornings for the Papal Audience.
    schedule: {
      0: ['14:30'],
      1: ['09:00', '11:00', '14:30'],
      2: ['09:00', '11:00', '14:30'],
      3: ['14:30'],
      4: ['09:00', '11:00', '14:30'],
      5: ['09:00', '11:00', '14:30'],
      6: ['09:00', '11:00', '14:30'],
    },
    cancellableUpTo: 24,
    variants: ['English tour', 'Spanish tour', 'Italian tour'],
    names: {
      en: 'St. Peter’s Basilica Guided Tour with Papal Grottoes',
      it: 'Visita guidata della Basilica di San Pietro e delle Grotte Vaticane',
      fr: 'Visite guidée de la basilique Saint-Pierre et des grottes vaticanes',
      es: 'Visita guiada a la Basílica de San Pedro y las Grutas Vaticanas',
      de: 'Petersdom-Führung mit den Vatikanischen Grotten',
      ja: 'サン・ピエトロ大聖堂 ガイドツアー（バチカン・グロッタ付き）',
      ar: 'جولة مع مرشد في كاتدرائية القديس بطرس والسراديب الفاتيكانية',
      cn: '圣彼得大教堂导览游（含梵蒂冈洞窟）',
    },
    highlights: [
      'Michelangelo’s Pietà and Bernini’s baldachin',
      'Descend to the Papal Grottoes and the tombs of the popes',
      'Afternoon tours only on Wednesdays, after the Papal Audience',
    ],
    inclusions: ['Guide', 'Headsets', 'Papal Grottoes visit'],
    exclusions: ['Dome climb', 'Gratuities'],
    tags: ['FREE_CANCELLATION', 'GUIDED_TOUR', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
  },
  {
    ...base,
    tgid: 11013,
    subCategoryId: 1012,
    price: 89,
    duration: [210, 240],
    schedule: MON_TO_SAT(['07:15']),
    cancellableUpTo: 48,
    variants: ['English tour', 'Italian tour'],
    names: {
      en: 'Vatican Museums Breakfast & Sistine Chapel Guided Tour',
      it: 'Colazione ai Musei Vaticani e visita guidata della Cappella Sistina',
      fr: 'Petit-déjeuner aux musées du Vatican et visite guidée de la chapelle Sixtine',
      es: 'Desayuno en los Museos Vaticanos y visita guiada a la Capilla Sixtina',
      de: 'Frühstück in den Vatikanischen Museen & Führung durch die Sixtinische Kapelle',
      ja: 'バチカン美術館で朝食＆システィーナ礼拝堂 ガイドツアー',
      ar: 'فطور في متاحف الفاتيكان وجولة مع مرشد في كنيسة سيستينا',
      cn: '梵蒂冈博物馆早餐与西斯廷礼拜堂导览游',
    },
    highlights: [
      'Buffet breakfast in the Cortile della Pigna',
      'Inside the museums before they open to the public',
      'Sistine Chapel before the crowds arrive',
    ],
    inclusions: ['Buffet breakfast', 'Early entry', 'Guide', 'Headsets'],
    exclusions: ['Hotel pick-up and drop-off', 'Gratuities'],
    tags: ['FREE_CANCELLATION', 'GUIDED_TOUR', 'MEALS_INCLUDED', 'MOBILE_TICKET'],
    descriptors: ['Must-do experience'],
  },
  {
    ...base,
    tgid: 11014,
    subCategoryId: 1027,
    price: 69,
    duration: [480, 540],
    // The Vatican train to Castel Gandolfo runs on Saturdays only.
    schedule: { 6: ['08:00'] },
    cancellableUpTo: 48,
    names: {
      en: 'Castel Gandolfo Papal Palace & Gardens by Vatican Train',
      it: 'Castel Gandolfo: Palazzo Pontificio e Giardini con il treno dal Vaticano',
      fr: 'Castel Gandolfo : palais pontifical et jardins en train depuis le Vatican',
      es: 'Castel Gandolfo: Palacio Pontificio y jardines en tren desde el Vaticano',
      de: 'Castel Gandolfo: Papstpalast & Gärten mit dem Vatikan-Zug',
      ja: 'バチカン列車で行くカステル・ガンドルフォ 教皇宮殿＆庭園',
      ar: 'القصر البابوي وحدائقه في كاستل غاندولفو بقطار الفاتيكان',
      cn: '乘梵蒂冈火车游冈多菲堡教皇宫与花园',
    },
    highlights: [
      'Ride the train from the Vatican’s own railway station',
      'Papal Palace and Barberini Gardens at Castel Gandolfo',
      'Views over Lake Albano from the papal summer residence',
    ],
    inclusions: [
      'Return train from Vatican City station',
      'Entry to the Papal Palace and Barberini Gardens',
      'Museums entry',
    ],
    exclusions: ['Food and drinks', 'Hotel pick-up and drop-off'],
    tags: ['FREE_CANCELLATION', 'MOBILE_TICKET'],
  },
  {
    ...base,
    tgid: 11015,
    subCategoryId: 1014,
    // Per private group, entry tickets included.
    price: 449,
    originalPrice: 499,
    duration: [180, 180],
    schedule: MON_TO_SAT(['08:00', '10:00', '13:00']),
    cancellableUpTo: 72,
    variants: ['Private group (up to 4)', 'Private group (up to 8)'],
    names: {
      en: 'Vatican Museums & Sistine Chapel Private Tour',
      it: 'Tour privato dei Musei Vaticani e della Cappella Sistina',
      fr: 'Visite privée des musées du Vatican et de la chapelle Sixtine',
      es: 'Tour privado por los Museos Vaticanos y la Capilla Sixtina',
      de: 'Private Führung durch die Vatikanischen Museen & die Sixtinische Kapelle',
      ja: 'バチカン美術館＆システィーナ礼拝堂 プライベートツアー',
      ar: 'جولة خاصة في متاحف الفاتيكان وكنيسة سيستينا',
      cn: '梵蒂冈博物馆和西斯廷礼拜堂私人导览游',
    },
    highlights: [
      'A guide for your group alone',
      'Route tailored to your interests',
      'Direct passage to St. Peter’s Basilica',
    ],
    inclusions: ['Private guide', 'Entry tickets', 'Headsets'],
    exclusions: ['Hotel pick-up and drop-off', 'Gratuities'],
    tags: ['FREE_CANCELLATION', 'GUIDED_TOUR', 'MOBILE_TICKET'],
  },
  {
    ...base,
    tgid: 11016,
    subCategoryId: 1009,
    price: 39,
    duration: [180, 210],
    // The General Audience is held on Wednesday mornings in St. Peter's Square.
    schedule: { 3: ['07:30'] },
    cancellableUpTo: 48,
    names: {
      en: 'Papal Audience Tickets with a Local Host',
      it: 'Biglietti per l’Udienza Papale con accompagnatore',
      fr: 'Billets pour l’audience pontificale avec un accompagnateur',
      es: 'Entradas para la audiencia papal con acompañante local',
      de: 'Tickets für die Papstaudienz mit Begleitung vor Ort',
      ja: 'ローマ教皇の一般謁見チケット（現地係員付き）',
      ar: 'تذاكر حضور المقابلة العامة مع البابا برفقة مرافق محلي',
      cn: '教皇公开接见活动门票（含当地陪同）',
    },
    highlights: [
      'The Pope’s Wednesday General Audience in St. Peter’s Square',
      'Greetings and blessing in several languages',
      'A host meets you and leads you through security',
    ],
    inclusions: ['Papal Audience ticket', 'Local host'],
    exclusions: ['Vatican Museums entry', 'Food and drinks'],
    tags: ['FREE_CANCELLATION', 'MOBILE_TICKET'],
  },
  {
    ...base,
    tgid: 11017,
    subCategoryId: 1012,
    price: 69,
    duration: [150, 150],
    schedule: MON_TO_SAT(['09:30', '14:00']),
    cancellableUpTo: 24,
    variants: ['Adult (18+)', 'Child (6–17)'],
    names: {
      en: 'Vatican Museums Family Tour for Kids',
      it: 'Visita ai Musei Vaticani per famiglie con bambini',
      fr: 'Visite des musées du Vatican en famille, spéciale enfants',
      es: 'Visita a los Museos Vaticanos en familia para niños',
      de: 'Familienführung für Kinder durch die Vatikanischen Museen',
      ja: 'バチカン美術館 子ども向けファミリーツアー',
      ar: 'جولة عائلية للأطفال في متاحف الفاتيكان',
      cn: '梵蒂冈博物馆亲子家庭游',
    },
    highlights: [
      'Stories and games that bring the collections to life for children',
      'Egyptian mummies, the Gallery of Maps and the Sistine Chapel',
      'A relaxed pace with breaks',
    ],
    inclusions: ['Family-friendly guide', 'Entry tickets', 'Activity booklet for children'],
    exclusions: ['Hotel pick-up and drop-off', 'Food and drinks'],
    tags: ['FREE_CANCELLATION', 'GUIDED_TOUR', 'MOBILE_TICKET'],
  },
];

/** Translations of the English texts above (and of the collection blurb) that no shared phrasebook holds. */
export const VATICAN_MORE_PHRASES: PhraseSet = {
  fr: {
    // Vatican Museums (VATICAN_MORE).
    'The Vatican Museums after dark on Friday evenings':
      'Les musées du Vatican à la nuit tombée, le vendredi soir',
    'Open on Fridays from April to October, last entry 21:30':
      'Ouvert le vendredi d’avril à octobre, dernière entrée à 21 h 30',
    'Far fewer visitors in the Sistine Chapel': 'Bien moins de visiteurs dans la chapelle Sixtine',
    'Evening entry to the Vatican Museums': 'Entrée en soirée aux musées du Vatican',
    'Michelangelo’s Pietà and Bernini’s baldachin': 'La Pietà de Michel-Ange et le baldaquin du Bernin',
    'Descend to the Papal Grottoes and the tombs of the popes':
      'Descendez dans les grottes vaticanes, où reposent les papes',
    'Afternoon tours only on Wednesdays, after the Papal Audience':
      'Le mercredi, visites l’après-midi uniquement, après l’audience pontificale',
    'Papal Grottoes visit': 'Visite des grottes vaticanes',
    'Dome climb': 'Montée au dôme',
    'Buffet breakfast in the Cortile della Pigna': 'Petit-déjeuner buffet dans la cour de la Pigne',
    'Inside the museums before they open to the public':
      'À l’intérieur des musées avant leur ouverture au public',
    'Sistine Chapel before the crowds arrive': 'La chapelle Sixtine avant l’arrivée de la foule',
    'Buffet breakfast': 'Petit-déjeuner buffet',
    'Ride the train from the Vatican’s own railway station':
      'Montez à bord du train depuis la gare du Vatican',
    'Papal Palace and Barberini Gardens at Castel Gandolfo':
      'Le palais pontifical et les jardins Barberini de Castel Gandolfo',
    'Views over Lake Albano from the papal summer residence':
      'Vue sur le lac d’Albano depuis la résidence d’été des papes',
    'Return train from Vatican City station': 'Train aller-retour depuis la gare de la Cité du Vatican',
    'Entry to the Papal Palace and Barberini Gardens': 'Entrée au palais pontifical et aux jardins Barberini',
    'Private group (up to 4)': 'Groupe privé (jusqu’à 4 personnes)',
    'Private group (up to 8)': 'Groupe privé (jusqu’à 8 personnes)',
    'A guide for your group alone': 'Un guide rien que pour votre groupe',
    'Route tailored to your interests': 'Un parcours adapté à vos centres d’intérêt',
    'Private guide': 'Guide privé',
    'The Pope’s Wednesday General Audience in St. Peter’s Square':
      'L’audience générale du pape, le mercredi sur la place Saint-Pierre',
    'Greetings and blessing in several languages': 'Salutations et bénédiction en plusieurs langues',
    'A host meets you and leads you through security':
      'Un accompagnateur vous accueille et vous guide jusqu’au contrôle de sécurité',
    'Papal Audience ticket': 'Billet pour l’audience pontificale',
    'Local host': 'Accompagnateur local',
    'Vatican Museums entry': 'Entrée aux musées du Vatican',
    'Adult (18+)': 'Adulte (18 ans et plus)',
    'Child (6–17)': 'Enfant (6 à 17 ans)',
    'Stories and games that bring the collections to life for children':
      'Des histoires et des jeux qui font vivre les collections aux enfants',
    'Egyptian mummies, the Gallery of Maps and the Sistine Chapel':
      'Les momies égyptiennes, la galerie des Cartes géographiques et la chapelle Sixtine',
    'A relaxed pace with breaks': 'Un rythme tranquille, avec des pauses',
    'Family-friendly guide': 'Guide habitué aux familles',
    'Activity booklet for children': 'Livret d’activités pour les enfants',
  },
  it: {
    // Vatican Museums (VATICAN_MORE).
    'The Vatican Museums after dark on Friday evenings': 'I Musei Vaticani dopo il tramonto, il venerdì sera',
    'Open on Fridays from April to October, last entry 21:30':
      'Aperto il venerdì da aprile a ottobre, ultimo ingresso alle 21:30',
    'Far fewer visitors in the Sistine Chapel': 'Molti meno visitatori nella Cappella Sistina',
    'Evening entry to the Vatican Museums': 'Ingresso serale ai Musei Vaticani',
    'Michelangelo’s Pietà and Bernini’s baldachin': 'La Pietà di Michelangelo e il baldacchino del Bernini',
    'Descend to the Papal Grottoes and the tombs of the popes':
      'Scendi nelle Grotte Vaticane, tra le tombe dei papi',
    'Afternoon tours only on Wednesdays, after the Papal Audience':
      'Il mercoledì solo visite pomeridiane, dopo l’Udienza Papale',
    'Papal Grottoes visit': 'Visita delle Grotte Vaticane',
    'Dome climb': 'Salita alla cupola',
    'Buffet breakfast in the Cortile della Pigna': 'Colazione a buffet nel Cortile della Pigna',
    'Inside the museums before they open to the public': 'Dentro i musei prima dell’apertura al pubblico',
    'Sistine Chapel before the crowds arrive': 'La Cappella Sistina prima che arrivi la folla',
    'Buffet breakfast': 'Colazione a buffet',
    'Ride the train from the Vatican’s own railway station':
      'Sali sul treno alla stazione ferroviaria del Vaticano',
    'Papal Palace and Barberini Gardens at Castel Gandolfo':
      'Il Palazzo Pontificio e i Giardini Barberini di Castel Gandolfo',
    'Views over Lake Albano from the papal summer residence':
      'Vista sul Lago Albano dalla residenza estiva dei papi',
    'Return train from Vatican City station':
      'Treno di andata e ritorno dalla stazione della Città del Vaticano',
    'Entry to the Papal Palace and Barberini Gardens':
      'Ingresso al Palazzo Pontificio e ai Giardini Barberini',
    'Private group (up to 4)': 'Gruppo privato (fino a 4 persone)',
    'Private group (up to 8)': 'Gruppo privato (fino a 8 persone)',
    'A guide for your group alone': 'Una guida solo per il tuo gruppo',
    'Route tailored to your interests': 'Un percorso su misura per i tuoi interessi',
    'Private guide': 'Guida privata',
    'The Pope’s Wednesday General Audience in St. Peter’s Square':
      'L’Udienza Generale del Papa, il mercoledì in Piazza San Pietro',
    'Greetings and blessing in several languages': 'Saluti e benedizione in diverse lingue',
    'A host meets you and leads you through security':
      'Un accompagnatore ti accoglie e ti guida ai controlli di sicurezza',
    'Papal Audience ticket': 'Biglietto per l’Udienza Papale',
    'Local host': 'Accompagnatore locale',
    'Vatican Museums entry': 'Ingresso ai Musei Vaticani',
    'Adult (18+)': 'Adulto (dai 18 anni)',
    'Child (6–17)': 'Bambino (6-17 anni)',
    'Stories and games that bring the collections to life for children':
      'Racconti e giochi che fanno rivivere le collezioni ai bambini',
    'Egyptian mummies, the Gallery of Maps and the Sistine Chapel':
      'Le mummie egizie, la Galleria delle Carte Geografiche e la Cappella Sistina',
    'A relaxed pace with breaks': 'Un ritmo rilassato, con delle pause',
    'Family-friendly guide': 'Guida esperta di visite per famiglie',
    'Activity booklet for children': 'Libretto di attività per bambini',
  },
  es: {
    // Vatican Museums (VATICAN_MORE).
    'The Vatican Museums after dark on Friday evenings': 'Los Museos Vaticanos al caer la noche, los viernes',
    'Open on Fridays from April to October, last entry 21:30':
      'Abierto los viernes de abril a octubre, último acceso a las 21:30',
    'Far fewer visitors in the Sistine Chapel': 'Muchos menos visitantes en la Capilla Sixtina',
    'Evening entry to the Vatican Museums': 'Entrada nocturna a los Museos Vaticanos',
    'Michelangelo’s Pietà and Bernini’s baldachin': 'La Piedad de Miguel Ángel y el baldaquino de Bernini',
    'Descend to the Papal Grottoes and the tombs of the popes':
      'Baja a las Grutas Vaticanas y a las tumbas de los papas',
    'Afternoon tours only on Wednesdays, after the Papal Audience':
      'Los miércoles, solo visitas por la tarde, después de la audiencia papal',
    'Papal Grottoes visit': 'Visita a las Grutas Vaticanas',
    'Dome climb': 'Subida a la cúpula',
    'Buffet breakfast in the Cortile della Pigna': 'Desayuno bufé en el Patio de la Piña',
    'Inside the museums before they open to the public': 'Dentro de los museos antes de que abran al público',
    'Sistine Chapel before the crowds arrive': 'La Capilla Sixtina antes de que lleguen las multitudes',
    'Buffet breakfast': 'Desayuno bufé',
    'Ride the train from the Vatican’s own railway station':
      'Sube al tren en la estación de ferrocarril del propio Vaticano',
    'Papal Palace and Barberini Gardens at Castel Gandolfo':
      'El Palacio Pontificio y los Jardines Barberini de Castel Gandolfo',
    'Views over Lake Albano from the papal summer residence':
      'Vistas del lago Albano desde la residencia de verano de los papas',
    'Return train from Vatican City station':
      'Tren de ida y vuelta desde la estación de la Ciudad del Vaticano',
    'Entry to the Papal Palace and Barberini Gardens':
      'Entrada al Palacio Pontificio y a los Jardines Barberini',
    'Private group (up to 4)': 'Grupo privado (hasta 4 personas)',
    'Private group (up to 8)': 'Grupo privado (hasta 8 personas)',
    'A guide for your group alone': 'Un guía solo para tu grupo',
    'Route tailored to your interests': 'Un recorrido adaptado a tus intereses',
    'Private guide': 'Guía privado',
    'The Pope’s Wednesday General Audience in St. Peter’s Square':
      'La audiencia general del papa, los miércoles en la plaza de San Pedro',
    'Greetings and blessing in several languages': 'Saludos y bendición en varios idiomas',
    'A host meets you and leads you through security':
      'Un acompañante te recibe y te guía en el control de seguridad',
    'Papal Audience ticket': 'Entrada para la audiencia papal',
    'Local host': 'Acompañante local',
    'Vatican Museums entry': 'Entrada a los Museos Vaticanos',
    'Adult (18+)': 'Adulto (desde 18 años)',
    'Child (6–17)': 'Niño (de 6 a 17 años)',
    'Stories and games that bring the collections to life for children':
      'Historias y juegos que dan vida a las colecciones para los niños',
    'Egyptian mummies, the Gallery of Maps and the Sistine Chapel':
      'Las momias egipcias, la Galería de los Mapas y la Capilla Sixtina',
    'A relaxed pace with breaks': 'Un ritmo relajado, con pausas',
    'Family-friendly guide': 'Guía especializado en familias',
    'Activity booklet for children': 'Cuaderno de actividades para niños',

    // Rome airport transfers (ROME_TRANSFERS in ../rome.ts).
    'Driver waits with a name sign': 'El conductor te espera con un cartel con tu nombre',
    '45 minutes of free waiting time': '45 minutos de espera gratuita',
    'Door-to-door to your hotel': 'Servicio puerta a puerta hasta tu hotel',
    'Private vehicle and driver': 'Vehículo privado con conductor',
    'Tolls and parking': 'Peajes y aparcamiento',
    'Sedan (up to 3)': 'Sedán (hasta 3 personas)',
    'Minivan (up to 7)': 'Monovolumen (hasta 7 personas)',
    'Meet and greet in arrivals': 'Recepción en la sala de llegadas',
    'Hotel pick-up at your chosen time': 'Recogida en el hotel a la hora que elijas',
    'Fixed price, no meter': 'Precio cerrado, sin taxímetro',
    'Departures every 90 minutes': 'Salidas cada 90 minutos',
    'Free Wi-Fi on board': 'Wi-Fi gratis a bordo',
    'Shuttle bus seat': 'Plaza en el autobús lanzadera',
    'One suitcase': 'Una maleta',
    'One way': 'Solo ida',
    Return: 'Ida y vuelta',
    'Timed to Ryanair and Wizz Air arrivals': 'Horarios coordinados con las llegadas de Ryanair y Wizz Air',
    'Private and shared transfers between Rome and Fiumicino (FCO) or Ciampino (CIA) airports.':
      'Traslados privados y compartidos entre Roma y los aeropuertos de Fiumicino (FCO) o Ciampino (CIA).',
  },
  de: {
    // Vatican Museums (VATICAN_MORE).
    'The Vatican Museums after dark on Friday evenings':
      'Die Vatikanischen Museen nach Einbruch der Dunkelheit am Freitagabend',
    'Open on Fridays from April to October, last entry 21:30':
      'Freitags von April bis Oktober geöffnet, letzter Einlass um 21:30 Uhr',
    'Far fewer visitors in the Sistine Chapel': 'Deutlich weniger Besucher in der Sixtinischen Kapelle',
    'Evening entry to the Vatican Museums': 'Abendlicher Eintritt in die Vatikanischen Museen',
    'Michelangelo’s Pietà and Bernini’s baldachin': 'Michelangelos Pietà und Berninis Baldachin',
    'Descend to the Papal Grottoes and the tombs of the popes':
      'Steigen Sie hinab in die Vatikanischen Grotten zu den Papstgräbern',
    'Afternoon tours only on Wednesdays, after the Papal Audience':
      'Mittwochs nur Führungen am Nachmittag, nach der Papstaudienz',
    'Papal Grottoes visit': 'Besuch der Vatikanischen Grotten',
    'Dome climb': 'Aufstieg zur Kuppel',
    'Buffet breakfast in the Cortile della Pigna': 'Frühstücksbuffet im Cortile della Pigna',
    'Inside the museums before they open to the public': 'In den Museen, bevor sie für das Publikum öffnen',
    'Sistine Chapel before the crowds arrive': 'Die Sixtinische Kapelle, bevor die Massen kommen',
    'Buffet breakfast': 'Frühstücksbuffet',
    'Ride the train from the Vatican’s own railway station': 'Zugfahrt ab dem vatikaneigenen Bahnhof',
    'Papal Palace and Barberini Gardens at Castel Gandolfo':
      'Papstpalast und Barberini-Gärten in Castel Gandolfo',
    'Views over Lake Albano from the papal summer residence':
      'Blick auf den Albaner See von der päpstlichen Sommerresidenz',
    'Return train from Vatican City station': 'Zugfahrt hin und zurück ab dem Bahnhof der Vatikanstadt',
    'Entry to the Papal Palace and Barberini Gardens': 'Eintritt in den Papstpalast und die Barberini-Gärten',
    'Private group (up to 4)': 'Private Gruppe (bis zu 4 Personen)',
    'Private group (up to 8)': 'Private Gruppe (bis zu 8 Personen)',
    'A guide for your group alone': 'Eine Reiseleitung nur für Ihre Gruppe',
    'Route tailored to your interests': 'Eine auf Ihre Interessen zugeschnittene Route',
    'Private guide': 'Private Reiseleitung',
    'The Pope’s Wednesday General Audience in St. Peter’s Square':
      'Die Generalaudienz des Papstes am Mittwoch auf dem Petersplatz',
    'Greetings and blessing in several languages': 'Grüße und Segen in mehreren Sprachen',
    'A host meets you and leads you through security':
      'Eine Begleitperson empfängt Sie und bringt Sie durch die Sicherheitskontrolle',
    'Papal Audience ticket': 'Ticket für die Papstaudienz',
    'Local host': 'Begleitung vor Ort',
    'Vatican Museums entry': 'Eintritt in die Vatikanischen Museen',
    'Adult (18+)': 'Erwachsene (ab 18 Jahren)',
    'Child (6–17)': 'Kind (6–17 Jahre)',
    'Stories and games that bring the collections to life for children':
      'Geschichten und Spiele, die die Sammlungen für Kinder lebendig machen',
    'Egyptian mummies, the Gallery of Maps and the Sistine Chapel':
      'Ägyptische Mumien, die Galerie der Landkarten und die Sixtinische Kapelle',
    'A relaxed pace with breaks': 'Entspanntes Tempo mit Pausen',
    'Family-friendly guide': 'Auf Familien spezialisierte Reiseleitung',
    'Activity booklet for children': 'Rätsel- und Malheft für Kinder',

    // Vatican (VATICAN in ../rome.ts).
    'Skip the long entrance queue': 'Ohne langes Anstehen am Eingang',
    'See Michelangelo’s Sistine Chapel ceiling':
      'Bewundern Sie Michelangelos Deckenfresken in der Sixtinischen Kapelle',
    'Raphael Rooms and the Gallery of Maps': 'Die Stanzen des Raffael und die Galerie der Landkarten',
    'Timed entry to the Vatican Museums': 'Einlass in die Vatikanischen Museen mit Zeitfenster',
    'Sistine Chapel': 'Sixtinische Kapelle',
    'Expert guide through the museums': 'Fachkundige Führung durch die Museen',
    'Direct passage to St. Peter’s Basilica': 'Direkter Durchgang zum Petersdom',
    'Enter before the crowds': 'Einlass vor dem großen Andrang',
    'Sistine Chapel at its quietest': 'Die Sixtinische Kapelle in ihrer ruhigsten Stunde',
    'Early entry': 'Früher Einlass',
    'Climb 551 steps to Michelangelo’s dome': 'Steigen Sie die 551 Stufen zu Michelangelos Kuppel hinauf',
    'Panoramic views over Rome': 'Panoramablick über Rom',
    'Dome access': 'Zugang zur Kuppel',
    'Rarely visited papal gardens': 'Die selten zugänglichen päpstlichen Gärten',
    'Museums entry included': 'Eintritt in die Museen inklusive',
    'Museums entry': 'Eintritt in die Museen',
    'Vatican Museums and Sistine Chapel tickets and tours, with St. Peter’s Basilica.':
      'Tickets und Führungen für die Vatikanischen Museen und die Sixtinische Kapelle, mit dem Petersdom.',

    // Rome airport transfers (ROME_TRANSFERS in ../rome.ts).
    'Driver waits with a name sign': 'Der Fahrer erwartet Sie mit einem Namensschild',
    '45 minutes of free waiting time': '45 Minuten kostenlose Wartezeit',
    'Door-to-door to your hotel': 'Von Tür zu Tür bis zu Ihrem Hotel',
    'Private vehicle and driver': 'Privatfahrzeug mit Fahrer',
    'Tolls and parking': 'Maut- und Parkgebühren',
    'Sedan (up to 3)': 'Limousine (bis zu 3 Personen)',
    'Minivan (up to 7)': 'Minivan (bis zu 7 Personen)',
    'Meet and greet in arrivals': 'Empfang in der Ankunftshalle',
    'Hotel pick-up at your chosen time': 'Abholung am Hotel zu Ihrer Wunschzeit',
    'Fixed price, no meter': 'Festpreis, kein Taxameter',
    'Departures every 90 minutes': 'Abfahrten alle 90 Minuten',
    'Free Wi-Fi on board': 'Kostenloses WLAN an Bord',
    'Shuttle bus seat': 'Sitzplatz im Shuttlebus',
    'One suitcase': 'Ein Koffer',
    'One way': 'Einfache Fahrt',
    Return: 'Hin- und Rückfahrt',
    'Extra luggage': 'Zusätzliches Gepäck',
    'Timed to Ryanair and Wizz Air arrivals': 'Abgestimmt auf die Ankünfte von Ryanair und Wizz Air',
    'Private and shared transfers between Rome and Fiumicino (FCO) or Ciampino (CIA) airports.':
      'Private und geteilte Transfers zwischen Rom und den Flughäfen Fiumicino (FCO) oder Ciampino (CIA).',
  },
  ar: {
    // Vatican Museums (VATICAN_MORE).
    'The Vatican Museums after dark on Friday evenings': 'متاحف الفاتيكان بعد حلول الظلام في أمسيات الجمعة',
    'Open on Fridays from April to October, last entry 21:30':
      'مفتوحة أيام الجمعة من أبريل إلى أكتوبر، وآخر دخول الساعة 21:30',
    'Far fewer visitors in the Sistine Chapel': 'عدد زوار أقل بكثير في كنيسة سيستينا',
    'Evening entry to the Vatican Museums': 'دخول مسائي إلى متاحف الفاتيكان',
    'Michelangelo’s Pietà and Bernini’s baldachin': 'تمثال «بييتا» لمايكل أنجلو ومظلّة برنيني البرونزية',
    'Descend to the Papal Grottoes and the tombs of the popes':
      'انزل إلى السراديب الفاتيكانية حيث مدافن الباباوات',
    'Afternoon tours only on Wednesdays, after the Papal Audience':
      'أيام الأربعاء تُقام الجولات بعد الظهر فقط، بعد المقابلة البابوية العامة',
    'Papal Grottoes visit': 'زيارة السراديب الفاتيكانية',
    'Dome climb': 'الصعود إلى القبة',
    'Buffet breakfast in the Cortile della Pigna': 'فطور بوفيه مفتوح في فناء الصنوبرة (كورتيلي ديلا بينيا)',
    'Inside the museums before they open to the public': 'داخل المتاحف قبل أن تفتح أبوابها للجمهور',
    'Sistine Chapel before the crowds arrive': 'كنيسة سيستينا قبل وصول الحشود',
    'Buffet breakfast': 'فطور بوفيه مفتوح',
    'Ride the train from the Vatican’s own railway station':
      'استقل القطار من محطة السكك الحديدية الخاصة بالفاتيكان',
    'Papal Palace and Barberini Gardens at Castel Gandolfo':
      'القصر البابوي وحدائق باربريني في كاستل غاندولفو',
    'Views over Lake Albano from the papal summer residence':
      'إطلالة على بحيرة ألبانو من المقر الصيفي للباباوات',
    'Return train from Vatican City station': 'رحلة القطار ذهابًا وإيابًا من محطة مدينة الفاتيكان',
    'Entry to the Papal Palace and Barberini Gardens': 'دخول القصر البابوي وحدائق باربريني',
    'Private group (up to 4)': 'مجموعة خاصة (حتى 4 أشخاص)',
    'Private group (up to 8)': 'مجموعة خاصة (حتى 8 أشخاص)',
    'A guide for your group alone': 'مرشد مخصص لمجموعتك وحدها',
    'Route tailored to your interests': 'مسار مصمم حسب اهتماماتك',
    'Private guide': 'مرشد خاص',
    'The Pope’s Wednesday General Audience in St. Peter’s Square':
      'المقابلة العامة مع البابا أيام الأربعاء في ساحة القديس بطرس',
    'Greetings and blessing in several languages': 'تحيات ومباركة بعدة لغات',
    'A host meets you and leads you through security': 'يستقبلك مرافق ويرشدك خلال التفتيش الأمني',
    'Papal Audience ticket': 'تذكرة المقابلة البابوية العامة',
    'Local host': 'مرافق محلي',
    'Vatican Museums entry': 'دخول متاحف الفاتيكان',
    'Adult (18+)': 'بالغ (18 عامًا فأكثر)',
    'Child (6–17)': 'طفل (من 6 إلى 17 عامًا)',
    'Stories and games that bring the collections to life for children':
      'قصص وألعاب تُحيي مقتنيات المتاحف في عيون الأطفال',
    'Egyptian mummies, the Gallery of Maps and the Sistine Chapel':
      'المومياوات المصرية ورواق الخرائط وكنيسة سيستينا',
    'A relaxed pace with breaks': 'وتيرة هادئة مع فترات استراحة',
    'Family-friendly guide': 'مرشد متخصص في جولات العائلات',
    'Activity booklet for children': 'كتيّب أنشطة للأطفال',
  },
  ja: {
    // Vatican Museums (VATICAN_MORE).
    'The Vatican Museums after dark on Friday evenings': '金曜の夜、日が暮れたあとのバチカン美術館へ',
    'Open on Fridays from April to October, last entry 21:30': '4月～10月の毎週金曜に開館、最終入場21:30',
    'Far fewer visitors in the Sistine Chapel': 'システィーナ礼拝堂の来館者がぐっと少なめ',
    'Evening entry to the Vatican Museums': 'バチカン美術館への夜間入場',
    'Michelangelo’s Pietà and Bernini’s baldachin':
      'ミケランジェロの「ピエタ」とベルニーニの天蓋（バルダッキーノ）',
    'Descend to the Papal Grottoes and the tombs of the popes': '歴代教皇が眠る地下のバチカン・グロッタへ',
    'Afternoon tours only on Wednesdays, after the Papal Audience': '水曜日は教皇謁見のため午後のツアーのみ',
    'Papal Grottoes visit': 'バチカン・グロッタ見学',
    'Dome climb': 'クーポラ登頂',
    'Buffet breakfast in the Cortile della Pigna': '松ぼっくりの中庭（ピーニャの中庭）でビュッフェ朝食',
    'Inside the museums before they open to the public': '一般開館前の美術館内へ',
    'Sistine Chapel before the crowds arrive': '混雑前のシスティーナ礼拝堂',
    'Buffet breakfast': 'ビュッフェ朝食',
    'Ride the train from the Vatican’s own railway station': 'バチカン市国の駅から列車で出発',
    'Papal Palace and Barberini Gardens at Castel Gandolfo':
      'カステル・ガンドルフォの教皇宮殿とバルベリーニ庭園',
    'Views over Lake Albano from the papal summer residence': '教皇の夏の離宮からアルバーノ湖を一望',
    'Return train from Vatican City station': 'バチカン市国駅発着の往復列車',
    'Entry to the Papal Palace and Barberini Gardens': '教皇宮殿とバルベリーニ庭園の入場料',
    'Private group (up to 4)': 'プライベートグループ（最大4名）',
    'Private group (up to 8)': 'プライベートグループ（最大8名）',
    'A guide for your group alone': 'グループ専属のガイド',
    'Route tailored to your interests': '興味に合わせてルートをアレンジ',
    'Private guide': '専属ガイド',
    'The Pope’s Wednesday General Audience in St. Peter’s Square':
      'サン・ピエトロ広場で毎週水曜に行われる教皇の一般謁見',
    'Greetings and blessing in several languages': '複数の言語による挨拶と祝福',
    'A host meets you and leads you through security': '係員がお出迎えし、セキュリティチェックまでご案内',
    'Papal Audience ticket': '教皇謁見チケット',
    'Local host': '現地係員',
    'Vatican Museums entry': 'バチカン美術館の入場料',
    'Adult (18+)': '大人（18歳以上）',
    'Child (6–17)': '子ども（6～17歳）',
    'Stories and games that bring the collections to life for children':
      '物語やゲームで、子どもたちにも美術品が身近に',
    'Egyptian mummies, the Gallery of Maps and the Sistine Chapel':
      'エジプトのミイラ、地図のギャラリー、システィーナ礼拝堂',
    'A relaxed pace with breaks': '休憩を挟みながらゆったりペースで',
    'Family-friendly guide': 'ファミリー向けツアーに慣れたガイド',
    'Activity booklet for children': '子ども用アクティビティブック',
  },
  cn: {
    // Vatican Museums (VATICAN_MORE).
    'The Vatican Museums after dark on Friday evenings': '周五夜晚，在夜色中参观梵蒂冈博物馆',
    'Open on Fridays from April to October, last entry 21:30': '4月至10月每周五开放，最晚入场时间21:30',
    'Far fewer visitors in the Sistine Chapel': '西斯廷礼拜堂游客大大减少',
    'Evening entry to the Vatican Museums': '梵蒂冈博物馆夜间入场',
    'Michelangelo’s Pietà and Bernini’s baldachin': '米开朗基罗的《圣殇》与贝尼尼的青铜华盖',
    'Descend to the Papal Grottoes and the tombs of the popes': '走进地下的梵蒂冈洞窟，参观历代教皇陵墓',
    'Afternoon tours only on Wednesdays, after the Papal Audience': '周三因教皇公开接见，仅有下午场',
    'Papal Grottoes visit': '参观梵蒂冈洞窟',
    'Dome climb': '攀登穹顶',
    'Buffet breakfast in the Cortile della Pigna': '在松果庭院享用自助早餐',
    'Inside the museums before they open to the public': '在对公众开放前进入博物馆',
    'Sistine Chapel before the crowds arrive': '赶在人潮到来前参观西斯廷礼拜堂',
    'Buffet breakfast': '自助早餐',
    'Ride the train from the Vatican’s own railway station': '从梵蒂冈自己的火车站乘车出发',
    'Papal Palace and Barberini Gardens at Castel Gandolfo': '冈多菲堡的教皇宫与巴尔贝里尼花园',
    'Views over Lake Albano from the papal summer residence': '从教皇夏宫眺望阿尔巴诺湖',
    'Return train from Vatican City station': '梵蒂冈城火车站往返火车',
    'Entry to the Papal Palace and Barberini Gardens': '教皇宫和巴尔贝里尼花园门票',
    'Private group (up to 4)': '私人团（最多4人）',
    'Private group (up to 8)': '私人团（最多8人）',
    'A guide for your group alone': '导游只为您的团队服务',
    'Route tailored to your interests': '根据您的兴趣定制路线',
    'Private guide': '私人导游',
    'The Pope’s Wednesday General Audience in St. Peter’s Square': '每周三在圣彼得广场举行的教皇公开接见',
    'Greetings and blessing in several languages': '以多种语言致意与祝福',
    'A host meets you and leads you through security': '陪同人员接您并带您通过安检',
    'Papal Audience ticket': '教皇公开接见门票',
    'Local host': '当地陪同人员',
    'Vatican Museums entry': '梵蒂冈博物馆门票',
    'Adult (18+)': '成人（18岁及以上）',
    'Child (6–17)': '儿童（6–17岁）',
    'Stories and games that bring the collections to life for children': '用故事和游戏让孩子们爱上馆藏珍品',
    'Egyptian mummies, the Gallery of Maps and the Sistine Chapel': '埃及木乃伊、地图画廊和西斯廷礼拜堂',
    'A relaxed pace with breaks': '节奏轻松，途中安排休息',
    'Family-friendly guide': '擅长带亲子团的导游',
    'Activity booklet for children': '儿童活动手册',

    // Vatican (VATICAN in ../rome.ts).
    'Skip the long entrance queue': '无需在入口排长队',
    'See Michelangelo’s Sistine Chapel ceiling': '欣赏米开朗基罗绘制的西斯廷礼拜堂天顶画',
    'Raphael Rooms and the Gallery of Maps': '拉斐尔画室和地图画廊',
    'Timed entry to the Vatican Museums': '梵蒂冈博物馆限时入场',
    'Sistine Chapel': '西斯廷礼拜堂',
    'Expert guide through the museums': '专业导游带您游览博物馆',
    'Direct passage to St. Peter’s Basilica': '直通圣彼得大教堂',
    'Entry tickets': '各景点门票',
    'Enter before the crowds': '赶在人潮之前入场',
    'Sistine Chapel at its quietest': '在最宁静的时刻参观西斯廷礼拜堂',
    'Early entry': '提前入场',
    'Climb 551 steps to Michelangelo’s dome': '攀登551级台阶，登上米开朗基罗设计的穹顶',
    'Panoramic views over Rome': '俯瞰罗马全景',
    'Dome access': '穹顶入场',
    'Rarely visited papal gardens': '鲜有游客涉足的教皇花园',
    'Museums entry included': '含博物馆门票',
    'Museums entry': '博物馆门票',
    'Vatican Museums and Sistine Chapel tickets and tours, with St. Peter’s Basilica.':
      '梵蒂冈博物馆和西斯廷礼拜堂门票及导览游，含圣彼得大教堂。',

    // Rome airport transfers (ROME_TRANSFERS in ../rome.ts).
    'Driver waits with a name sign': '司机举牌接机',
    '45 minutes of free waiting time': '45分钟免费等候',
    'Door-to-door to your hotel': '门到门直达酒店',
    'Private vehicle and driver': '专车及司机',
    'Tolls and parking': '过路费和停车费',
    'Sedan (up to 3)': '轿车（最多3人）',
    'Minivan (up to 7)': '商务车（最多7人）',
    'Meet and greet in arrivals': '到达大厅接机',
    'Hotel pick-up at your chosen time': '在您选定的时间到酒店接您',
    'Fixed price, no meter': '一口价，不打表',
    'Departures every 90 minutes': '每90分钟一班',
    'Free Wi-Fi on board': '车上免费Wi-Fi',
    'Shuttle bus seat': '机场巴士座位',
    'One suitcase': '一件行李箱',
    'One way': '单程',
    Return: '往返',
    'Extra luggage': '额外行李',
    'Timed to Ryanair and Wizz Air arrivals': '班次与瑞安航空和威兹航空的航班到达时间衔接',
    'Private and shared transfers between Rome and Fiumicino (FCO) or Ciampino (CIA) airports.':
      '罗马市区与菲乌米奇诺机场（FCO）或钱皮诺机场（CIA）之间的私人及拼车接送。',
  },
};
