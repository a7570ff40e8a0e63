import type { PhraseSet } from '../translations/phraseSet.ts';
import { EVERY_DAY, type CuratedTourGroup } from '../types.ts';

/** Days of the week but one: the Borghese Gallery, Castel Sant’Angelo and the Baths of Caracalla close on Mondays. */
const closedOn = (day: 0 | 1 | 2 | 3 | 4 | 5 | 6, times: readonly string[]) =>
  Object.fromEntries(
    ([0, 1, 2, 3, 4, 5, 6] as const).filter((d) => d !== day).map((d) => [d, times]),
  ) as CuratedTourGroup['schedule'];

const HOURLY_9_TO_18 = Array.from({ length: 10 }, (_, i) => `${String(i + 9).padStart(2, '0')}:00`);
const SITE_SLOTS = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00'];

const tickets = {
  collectionId: 253,
  flowType: 'NORMAL',
  cancellableUpTo: null,
  tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
} as const;

const tours = {
  collectionId: 253,
  flowType: 'NORMAL',
  cancellableUpTo: 24,
  tags: ['FREE_CANCELLATION', 'GUIDED_TOUR', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
} as const;

/** Collection 253, "Things to do in Rome" (tickets-tours-worldwide.com), away from the Colosseum and the Vatican. */
export const ROME_THINGS_TO_DO: readonly CuratedTourGroup[] = [
  {
    ...tickets,
    tgid: 11021,
    subCategoryId: 1002,
    price: 29,
    duration: [120, 120],
    schedule: closedOn(1, ['09:00', '11:00', '13:00', '15:00', '17:00']),
    names: {
      en: 'Borghese Gallery Timed-Entry Tickets',
      fr: 'Billets à heure fixe pour la galerie Borghèse',
      it: 'Biglietti con orario d’ingresso per la Galleria Borghese',
      es: 'Entradas con horario para la Galería Borghese',
      de: 'Galleria Borghese: Tickets mit Zeitfenster',
      ar: 'تذاكر دخول معرض بورغيزي بموعد محدد',
      ja: 'ボルゲーゼ美術館 時間指定入場チケット',
      cn: '博尔盖塞美术馆定时入场门票',
    },
    highlights: [
      'Bernini’s Apollo and Daphne and The Rape of Proserpina',
      'Six paintings by Caravaggio and Canova’s Pauline Bonaparte',
      'Two-hour visits with limited numbers in each slot',
    ],
    inclusions: ['Timed entry to the Borghese Gallery', 'Museum reservation fee'],
    exclusions: ['Guide', 'Audio guide'],
    descriptors: ['Selling out fast'],
  },
  {
    ...tickets,
    tgid: 11022,
    subCategoryId: 1001,
    price: 14,
    duration: [45, 60],
    schedule: EVERY_DAY(HOURLY_9_TO_18),
    names: {
      en: 'Pantheon Entry Ticket with Audio Guide',
      fr: 'Billet d’entrée au Panthéon avec audioguide',
      it: 'Biglietto d’ingresso al Pantheon con audioguida',
      es: 'Entrada al Panteón con audioguía',
      de: 'Pantheon: Eintrittskarte mit Audioguide',
      ar: 'تذكرة دخول البانثيون مع دليل صوتي',
      ja: 'パンテオン 入場チケット（オーディオガイド付き）',
      cn: '万神殿门票（含语音导览）',
    },
    highlights: [
      'Stand beneath the largest unreinforced concrete dome in the world',
      'Tombs of Raphael and of the first kings of Italy',
      'Skip the ticket office queue on Piazza della Rotonda',
    ],
    inclusions: ['Entry to the Pantheon', 'Audio guide'],
    exclusions: ['Guide'],
    tags: ['INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'AUDIO_GUIDE'],
    descriptors: ['Best seller'],
  },
  {
    ...tickets,
    tgid: 11023,
    subCategoryId: 1006,
    price: 22,
    duration: [90, 150],
    schedule: closedOn(1, SITE_SLOTS),
    names: {
      en: 'Castel Sant’Angelo Skip-the-Line Tickets',
      fr: 'Billets coupe-file pour le château Saint-Ange',
      it: 'Biglietti salta fila per Castel Sant’Angelo',
      es: 'Entradas sin colas al Castillo de Sant’Angelo',
      de: 'Engelsburg: Tickets ohne Anstehen',
      ar: 'تذاكر دخول قلعة سانت أنجيلو دون انتظار',
      ja: 'サンタンジェロ城 優先入場チケット',
      cn: '圣天使城免排队门票',
    },
    highlights: [
      'Hadrian’s mausoleum turned papal fortress',
      'Frescoed apartments of Pope Paul III',
      'Views of St Peter’s and the Tiber from the Terrace of the Angel',
    ],
    inclusions: [
      'Skip-the-line entry to Castel Sant’Angelo',
      'Access to the museum and the Terrace of the Angel',
    ],
    exclusions: ['Guide', 'Audio guide'],
  },
  {
    ...tickets,
    tgid: 11024,
    subCategoryId: 1007,
    price: 14,
    duration: [60, 120],
    schedule: closedOn(1, ['09:00', '10:30', '12:00', '13:30', '15:00']),
    cancellableUpTo: 24,
    names: {
      en: 'Baths of Caracalla Tickets',
      fr: 'Billets pour les thermes de Caracalla',
      it: 'Biglietti per le Terme di Caracalla',
      es: 'Entradas a las Termas de Caracalla',
      de: 'Caracalla-Thermen: Eintrittskarten',
      ar: 'تذاكر دخول حمامات كاراكالا',
      ja: 'カラカラ浴場 入場チケット',
      cn: '卡拉卡拉浴场门票',
    },
    highlights: [
      'Walk the vaulted halls of Rome’s grandest imperial baths',
      'Mosaic floors and soaring brick walls',
      'The open-air summer stage of the Rome Opera',
    ],
    inclusions: ['Entry to the Baths of Caracalla', 'Bathing halls, gymnasiums and gardens'],
    exclusions: ['Guide', 'Audio guide'],
    tags: ['FREE_CANCELLATION', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
  },
  {
    ...tours,
    tgid: 11025,
    subCategoryId: 1012,
    price: 59,
    duration: [180, 210],
    /** The Catacombs of St Callixtus close on Wednesdays. */
    schedule: closedOn(3, ['09:00', '14:00']),
    variants: ['English tour', 'Spanish tour', 'Italian tour'],
    names: {
      en: 'Catacombs of St Callixtus & Appian Way Guided Tour with Transfer',
      fr: 'Visite guidée des catacombes de Saint-Calixte et de la voie Appienne avec transfert',
      it: 'Visita guidata alle Catacombe di San Callisto e all’Appia Antica con transfer',
      es: 'Visita guiada a las Catacumbas de San Calixto y la Vía Apia con traslado',
      de: 'Calixtus-Katakomben & Via Appia: Führung mit Transfer',
      ar: 'جولة مع مرشد في سراديب القديس كاليستوس وطريق أبيا مع النقل',
      ja: '聖カリストのカタコンベ＆アッピア街道 ガイドツアー（送迎付き）',
      cn: '圣卡利斯托地下墓穴与亚壁古道导览游（含接送）',
    },
    highlights: [
      'Walk the galleries where early Christians buried their dead',
      'See the Crypt of the Popes and the Crypt of St Cecilia',
      'Drive along the ancient Appian Way',
    ],
    inclusions: ['Entry to the Catacombs of St Callixtus', 'Guide', 'Round-trip minivan from central Rome'],
    exclusions: ['Food and drinks', 'Gratuities'],
  },
  {
    ...tours,
    tgid: 11026,
    subCategoryId: 1012,
    price: 45,
    duration: [90, 90],
    schedule: {
      0: ['15:00'],
      1: ['10:00', '15:00'],
      2: ['10:00', '15:00'],
      3: ['10:00', '15:00'],
      4: ['10:00', '15:00'],
      5: ['10:00', '15:00'],
      6: ['10:00', '15:00'],
    },
    variants: ['English tour', 'Italian tour'],
    names: {
      en: 'Basilica of San Clemente Underground Guided Tour',
      fr: 'Visite guidée des souterrains de la basilique Saint-Clément',
      it: 'Visita guidata ai sotterranei della Basilica di San Clemente',
      es: 'Visita guiada al subsuelo de la Basílica de San Clemente',
      de: 'Führung durch die Unterwelt der Basilika San Clemente',
      ar: 'جولة مع مرشد في الطبقات السفلية لكنيسة سان كليمنتي',
      ja: 'サン・クレメンテ聖堂 地下遺構ガイドツアー',
      cn: '圣克莱门特圣殿地下遗迹导览游',
    },
    highlights: [
      'Three layers of Rome’s history in one church',
      'A 4th-century basilica beneath the medieval one',
      'A temple of Mithras and an underground spring on the lowest level',
    ],
    inclusions: ['Entry to the San Clemente excavations', 'Guide', 'Headsets'],
    exclusions: ['Hotel pick-up and drop-off', 'Gratuities'],
  },
  {
    ...tours,
    tgid: 11027,
    subCategoryId: 1012,
    price: 119,
    duration: [180, 180],
    schedule: EVERY_DAY(['09:00', '14:00', '18:00']),
    variants: ['English tour', 'Spanish tour'],
    names: {
      en: 'Rome by Golf Cart: City Highlights Tour',
      fr: 'Rome en voiturette de golf : les incontournables de la ville',
      it: 'Roma in golf cart: tour dei luoghi più belli della città',
      es: 'Roma en carrito de golf: tour por lo más destacado de la ciudad',
      de: 'Rom im Golfcart: Tour zu den Highlights der Stadt',
      ar: 'روما بعربة الغولف: جولة على أبرز معالم المدينة',
      ja: 'ゴルフカートで巡るローマ 名所ハイライトツアー',
      cn: '乘高尔夫球车游览罗马精华景点',
    },
    highlights: [
      'Trevi Fountain, Pantheon and Piazza Navona without the long walks',
      'Views from the Janiculum Hill and the Orange Garden',
      'Up to six guests per cart',
    ],
    inclusions: ['Electric golf cart', 'Driver-guide', 'Bottled water on board'],
    exclusions: ['Entry to the monuments along the way', 'Gratuities'],
  },
  {
    ...tours,
    tgid: 11028,
    subCategoryId: 1028,
    price: 89,
    duration: [210, 240],
    schedule: EVERY_DAY(['17:30']),
    names: {
      en: 'Trastevere Evening Food Tour',
      fr: 'Visite gastronomique du Trastevere en soirée',
      it: 'Tour gastronomico serale a Trastevere',
      es: 'Tour gastronómico al atardecer por el Trastevere',
      de: 'Kulinarische Abendtour durch Trastevere',
      ar: 'جولة طعام مسائية في حي تراستيفيري',
      ja: 'トラステヴェレ 夜のグルメツアー',
      cn: '特拉斯提弗列夜间美食之旅',
    },
    highlights: [
      'Supplì, pizza and cacio e pepe in family-run trattorias',
      'Wine pairings in a historic wine bar',
      'Finish with artisanal gelato',
    ],
    inclusions: ['Ten tastings including a pasta dish', 'Wine, beer and soft drinks', 'Guide'],
    exclusions: ['Hotel pick-up and drop-off', 'Gratuities'],
    tags: ['FREE_CANCELLATION', 'GUIDED_TOUR', 'MEALS_INCLUDED', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET'],
    descriptors: ['Most loved'],
  },
  {
    ...tickets,
    tgid: 11029,
    subCategoryId: 1008,
    price: 52,
    duration: [4320, 4320],
    schedule: EVERY_DAY(['09:00']),
    names: {
      en: 'Roma Pass 72 Hours',
      fr: 'Roma Pass 72 heures',
      it: 'Roma Pass 72 ore',
      es: 'Roma Pass 72 horas',
      de: 'Roma Pass 72 Stunden',
      ar: 'بطاقة روما باس لمدة 72 ساعة',
      ja: 'ローマパス 72時間',
      cn: '罗马通票72小时',
    },
    highlights: [
      'Free entry to your first two museums or archaeological sites',
      'Reduced entry to every further site on the scheme',
      'Unlimited bus, tram and metro rides for 72 hours',
    ],
    inclusions: ['Roma Pass city card', 'Public transport pass for 72 hours'],
    exclusions: ['Leonardo Express airport train'],
  },
  {
    tgid: 11030,
    collectionId: 253,
    subCategoryId: 1011,
    flowType: 'HOP_ON_HOP_OFF',
    price: 33,
    originalPrice: 39,
    duration: [1440, 2880],
    schedule: EVERY_DAY(['09:00']),
    cancellableUpTo: 24,
    variants: ['Discover ticket (1 day)', 'Premium ticket (2 days)'],
    names: {
      en: 'Big Bus Rome Hop-On Hop-Off Tour',
      fr: 'Bus touristique Big Bus à Rome',
      it: 'Tour hop-on hop-off Big Bus di Roma',
      es: 'Autobús turístico Big Bus en Roma',
      de: 'Big Bus Rom: Hop-on-Hop-off-Tour',
      ar: 'جولة «بيغ باص» السياحية في روما بنظام الصعود والنزول',
      ja: 'ビッグバス・ローマ 乗り降り自由の観光バス',
      cn: 'Big Bus 罗马随上随下观光巴士',
    },
    highlights: [
      'Open-top buses past the Colosseum, Circus Maximus and St Peter’s',
      'Hop on and off at stops across the historic centre',
    ],
    inclusions: ['Big Bus hop-on hop-off ticket', 'Recorded commentary in several languages', 'Headsets'],
    exclusions: ['Entry to the monuments along the way'],
    tags: ['FREE_CANCELLATION', 'INSTANT_CONFIRMATION', 'MOBILE_TICKET', 'AUDIO_GUIDE'],
  },
];

/** Translations of the English texts above (and of the collection blurb) that no shared phrasebook holds. */
export const ROME_THINGS_TO_DO_PHRASES: PhraseSet = {
  fr: {
    'Bernini’s Apollo and Daphne and The Rape of Proserpina':
      'Apollon et Daphné et L’Enlèvement de Proserpine du Bernin',
    'Six paintings by Caravaggio and Canova’s Pauline Bonaparte':
      'Six tableaux du Caravage et la Pauline Bonaparte de Canova',
    'Two-hour visits with limited numbers in each slot':
      'Visites de deux heures, en nombre limité à chaque créneau',
    'Timed entry to the Borghese Gallery': 'Entrée à heure fixe à la galerie Borghèse',
    'Museum reservation fee': 'Frais de réservation du musée',
    'Stand beneath the largest unreinforced concrete dome in the world':
      'Tenez-vous sous la plus grande coupole en béton non armé du monde',
    'Tombs of Raphael and of the first kings of Italy':
      'Les tombeaux de Raphaël et des premiers rois d’Italie',
    'Skip the ticket office queue on Piazza della Rotonda':
      'Évitez la file d’attente à la billetterie de la piazza della Rotonda',
    'Entry to the Pantheon': 'Entrée au Panthéon',
    'Hadrian’s mausoleum turned papal fortress': 'Le mausolée d’Hadrien devenu forteresse des papes',
    'Frescoed apartments of Pope Paul III': 'Les appartements du pape Paul III ornés de fresques',
    'Views of St Peter’s and the Tiber from the Terrace of the Angel':
      'Vue sur Saint-Pierre et le Tibre depuis la terrasse de l’Ange',
    'Skip-the-line entry to Castel Sant’Angelo': 'Entrée coupe-file au château Saint-Ange',
    'Access to the museum and the Terrace of the Angel': 'Accès au musée et à la terrasse de l’Ange',
    'Walk the vaulted halls of Rome’s grandest imperial baths':
      'Parcourez les salles voûtées des plus grands thermes impériaux de Rome',
    'Mosaic floors and soaring brick walls': 'Sols en mosaïque et hauts murs de brique',
    'The open-air summer stage of the Rome Opera': 'La scène d’été en plein air de l’Opéra de Rome',
    'Entry to the Baths of Caracalla': 'Entrée aux thermes de Caracalla',
    'Bathing halls, gymnasiums and gardens': 'Salles des bains, gymnases et jardins',
    'Walk the galleries where early Christians buried their dead':
      'Parcourez les galeries où les premiers chrétiens enterraient leurs morts',
    'See the Crypt of the Popes and the Crypt of St Cecilia':
      'Découvrez la crypte des Papes et la crypte de sainte Cécile',
    'Drive along the ancient Appian Way': 'Route le long de l’antique voie Appienne',
    'Entry to the Catacombs of St Callixtus': 'Entrée aux catacombes de Saint-Calixte',
    'Round-trip minivan from central Rome': 'Trajet aller-retour en minibus depuis le centre de Rome',
    'Three layers of Rome’s history in one church':
      'Trois strates de l’histoire de Rome dans une seule église',
    'A 4th-century basilica beneath the medieval one': 'Une basilique du IVe siècle sous l’église médiévale',
    'A temple of Mithras and an underground spring on the lowest level':
      'Un temple de Mithra et une source souterraine au niveau le plus profond',
    'Entry to the San Clemente excavations': 'Entrée aux fouilles de Saint-Clément',
    'Trevi Fountain, Pantheon and Piazza Navona without the long walks':
      'La fontaine de Trevi, le Panthéon et la piazza Navona sans longues marches',
    'Views from the Janiculum Hill and the Orange Garden':
      'Vues depuis le Janicule et le jardin des Orangers',
    'Up to six guests per cart': 'Six passagers au maximum par voiturette',
    'Electric golf cart': 'Voiturette de golf électrique',
    'Driver-guide': 'Chauffeur-guide',
    'Bottled water on board': 'Bouteilles d’eau à bord',
    'Entry to the monuments along the way': 'Entrée des monuments du parcours',
    'Supplì, pizza and cacio e pepe in family-run trattorias':
      'Supplì, pizza et cacio e pepe dans des trattorias familiales',
    'Wine pairings in a historic wine bar': 'Accords mets et vins dans un bar à vin historique',
    'Finish with artisanal gelato': 'Pour finir, une glace artisanale',
    'Ten tastings including a pasta dish': 'Dix dégustations, dont un plat de pâtes',
    'Wine, beer and soft drinks': 'Vin, bière et boissons sans alcool',
    'Free entry to your first two museums or archaeological sites':
      'Entrée gratuite dans les deux premiers musées ou sites archéologiques',
    'Reduced entry to every further site on the scheme':
      'Tarif réduit dans tous les autres sites partenaires',
    'Unlimited bus, tram and metro rides for 72 hours': 'Bus, tramway et métro à volonté pendant 72 heures',
    'Roma Pass city card': 'Carte Roma Pass',
    'Public transport pass for 72 hours': 'Titre de transport en commun valable 72 heures',
    'Leonardo Express airport train': 'Train Leonardo Express vers l’aéroport',
    'Open-top buses past the Colosseum, Circus Maximus and St Peter’s':
      'Des bus à impériale découverte devant le Colisée, le Circus Maximus et Saint-Pierre',
    'Hop on and off at stops across the historic centre':
      'Montez et descendez librement aux arrêts du centre historique',
    'Big Bus hop-on hop-off ticket': 'Billet Big Bus à arrêts multiples',
    'Recorded commentary in several languages': 'Commentaires enregistrés en plusieurs langues',
    'Discover ticket (1 day)': 'Billet Discover (1 jour)',
    'Premium ticket (2 days)': 'Billet Premium (2 jours)',
    'The Borghese Gallery, the Pantheon, Castel Sant’Angelo, food tours and more things to do in Rome.':
      'La galerie Borghèse, le Panthéon, le château Saint-Ange, des visites gastronomiques et bien d’autres choses à faire à Rome.',
  },
  it: {
    'Bernini’s Apollo and Daphne and The Rape of Proserpina':
      'Apollo e Dafne e il Ratto di Proserpina del Bernini',
    'Six paintings by Caravaggio and Canova’s Pauline Bonaparte':
      'Sei dipinti di Caravaggio e la Paolina Borghese del Canova',
    'Two-hour visits with limited numbers in each slot':
      'Visite di due ore a numero chiuso per ogni fascia oraria',
    'Timed entry to the Borghese Gallery': 'Ingresso a orario alla Galleria Borghese',
    'Museum reservation fee': 'Diritti di prenotazione del museo',
    'Stand beneath the largest unreinforced concrete dome in the world':
      'Sotto la più grande cupola in calcestruzzo non armato del mondo',
    'Tombs of Raphael and of the first kings of Italy': 'Le tombe di Raffaello e dei primi re d’Italia',
    'Skip the ticket office queue on Piazza della Rotonda':
      'Salta la fila alla biglietteria di piazza della Rotonda',
    'Entry to the Pantheon': 'Ingresso al Pantheon',
    'Hadrian’s mausoleum turned papal fortress': 'Il mausoleo di Adriano divenuto fortezza dei papi',
    'Frescoed apartments of Pope Paul III': 'Gli appartamenti affrescati di papa Paolo III',
    'Views of St Peter’s and the Tiber from the Terrace of the Angel':
      'Vista su San Pietro e sul Tevere dalla Terrazza dell’Angelo',
    'Skip-the-line entry to Castel Sant’Angelo': 'Ingresso salta fila a Castel Sant’Angelo',
    'Access to the museum and the Terrace of the Angel': 'Accesso al museo e alla Terrazza dell’Angelo',
    'Walk the vaulted halls of Rome’s grandest imperial baths':
      'Passeggia tra le sale a volta delle più grandiose terme imperiali di Roma',
    'Mosaic floors and soaring brick walls': 'Pavimenti a mosaico e altissime mura in laterizio',
    'The open-air summer stage of the Rome Opera':
      'Il palcoscenico estivo all’aperto del Teatro dell’Opera di Roma',
    'Entry to the Baths of Caracalla': 'Ingresso alle Terme di Caracalla',
    'Bathing halls, gymnasiums and gardens': 'Aule termali, palestre e giardini',
    'Walk the galleries where early Christians buried their dead':
      'Percorri le gallerie dove i primi cristiani seppellivano i loro morti',
    'See the Crypt of the Popes and the Crypt of St Cecilia':
      'La Cripta dei Papi e la Cripta di Santa Cecilia',
    'Drive along the ancient Appian Way': 'In auto lungo l’antica via Appia',
    'Entry to the Catacombs of St Callixtus': 'Ingresso alle Catacombe di San Callisto',
    'Round-trip minivan from central Rome': 'Minivan andata e ritorno dal centro di Roma',
    'Three layers of Rome’s history in one church': 'Tre strati della storia di Roma in un’unica chiesa',
    'A 4th-century basilica beneath the medieval one': 'Una basilica del IV secolo sotto quella medievale',
    'A temple of Mithras and an underground spring on the lowest level':
      'Un mitreo e una sorgente sotterranea al livello più profondo',
    'Entry to the San Clemente excavations': 'Ingresso agli scavi di San Clemente',
    'Trevi Fountain, Pantheon and Piazza Navona without the long walks':
      'Fontana di Trevi, Pantheon e piazza Navona senza lunghe camminate',
    'Views from the Janiculum Hill and the Orange Garden':
      'Panorami dal Gianicolo e dal Giardino degli Aranci',
    'Up to six guests per cart': 'Massimo sei passeggeri per golf cart',
    'Electric golf cart': 'Golf cart elettrico',
    'Driver-guide': 'Autista-guida',
    'Bottled water on board': 'Acqua in bottiglia a bordo',
    'Entry to the monuments along the way': 'Ingresso ai monumenti lungo il percorso',
    'Supplì, pizza and cacio e pepe in family-run trattorias':
      'Supplì, pizza e cacio e pepe in trattorie a conduzione familiare',
    'Wine pairings in a historic wine bar': 'Abbinamenti di vini in un’enoteca storica',
    'Finish with artisanal gelato': 'Gran finale con un gelato artigianale',
    'Ten tastings including a pasta dish': 'Dieci assaggi, tra cui un piatto di pasta',
    'Wine, beer and soft drinks': 'Vino, birra e bibite analcoliche',
    'Free entry to your first two museums or archaeological sites':
      'Ingresso gratuito ai primi due musei o siti archeologici',
    'Reduced entry to every further site on the scheme': 'Ingresso ridotto in tutti gli altri siti aderenti',
    'Unlimited bus, tram and metro rides for 72 hours': 'Autobus, tram e metro senza limiti per 72 ore',
    'Roma Pass city card': 'Card Roma Pass',
    'Public transport pass for 72 hours': 'Abbonamento ai mezzi pubblici per 72 ore',
    'Leonardo Express airport train': 'Treno Leonardo Express per l’aeroporto',
    'Open-top buses past the Colosseum, Circus Maximus and St Peter’s':
      'Bus scoperti davanti al Colosseo, al Circo Massimo e a San Pietro',
    'Hop on and off at stops across the historic centre':
      'Sali e scendi liberamente alle fermate del centro storico',
    'Big Bus hop-on hop-off ticket': 'Biglietto hop-on hop-off Big Bus',
    'Recorded commentary in several languages': 'Commento registrato in diverse lingue',
    'Discover ticket (1 day)': 'Biglietto Discover (1 giorno)',
    'Premium ticket (2 days)': 'Biglietto Premium (2 giorni)',
    'The Borghese Gallery, the Pantheon, Castel Sant’Angelo, food tours and more things to do in Rome.':
      'La Galleria Borghese, il Pantheon, Castel Sant’Angelo, tour gastronomici e tante altre cose da fare a Roma.',
  },
  es: {
    'Bernini’s Apollo and Daphne and The Rape of Proserpina':
      'Apolo y Dafne y El rapto de Proserpina de Bernini',
    'Six paintings by Caravaggio and Canova’s Pauline Bonaparte':
      'Seis cuadros de Caravaggio y la Paulina Bonaparte de Canova',
    'Two-hour visits with limited numbers in each slot':
      'Visitas de dos horas con aforo limitado en cada franja',
    'Timed entry to the Borghese Gallery': 'Entrada con horario a la Galería Borghese',
    'Museum reservation fee': 'Tasa de reserva del museo',
    'Stand beneath the largest unreinforced concrete dome in the world':
      'Contempla la mayor cúpula de hormigón sin armar del mundo',
    'Tombs of Raphael and of the first kings of Italy':
      'Las tumbas de Rafael y de los primeros reyes de Italia',
    'Skip the ticket office queue on Piazza della Rotonda':
      'Evita la cola de la taquilla en la Piazza della Rotonda',
    'Entry to the Pantheon': 'Entrada al Panteón',
    'Hadrian’s mausoleum turned papal fortress': 'El mausoleo de Adriano convertido en fortaleza papal',
    'Frescoed apartments of Pope Paul III': 'Los aposentos del papa Pablo III decorados con frescos',
    'Views of St Peter’s and the Tiber from the Terrace of the Angel':
      'Vistas de San Pedro y del Tíber desde la Terraza del Ángel',
    'Skip-the-line entry to Castel Sant’Angelo': 'Entrada sin colas al Castillo de Sant’Angelo',
    'Access to the museum and the Terrace of the Angel': 'Acceso al museo y a la Terraza del Ángel',
    'Walk the vaulted halls of Rome’s grandest imperial baths':
      'Recorre las salas abovedadas de las termas imperiales más grandiosas de Roma',
    'Mosaic floors and soaring brick walls': 'Suelos de mosaico y altísimos muros de ladrillo',
    'The open-air summer stage of the Rome Opera': 'El escenario de verano al aire libre de la Ópera de Roma',
    'Entry to the Baths of Caracalla': 'Entrada a las Termas de Caracalla',
    'Bathing halls, gymnasiums and gardens': 'Salas de baños, gimnasios y jardines',
    'Walk the galleries where early Christians buried their dead':
      'Recorre las galerías donde los primeros cristianos enterraban a sus muertos',
    'See the Crypt of the Popes and the Crypt of St Cecilia':
      'Visita la Cripta de los Papas y la Cripta de Santa Cecilia',
    'Drive along the ancient Appian Way': 'Trayecto por la antigua Vía Apia',
    'Entry to the Catacombs of St Callixtus': 'Entrada a las Catacumbas de San Calixto',
    'Round-trip minivan from central Rome': 'Minivan de ida y vuelta desde el centro de Roma',
    'Three layers of Rome’s history in one church': 'Tres capas de la historia de Roma en una sola iglesia',
    'A 4th-century basilica beneath the medieval one': 'Una basílica del siglo IV bajo la iglesia medieval',
    'A temple of Mithras and an underground spring on the lowest level':
      'Un templo de Mitra y un manantial subterráneo en el nivel más profundo',
    'Entry to the San Clemente excavations': 'Entrada a las excavaciones de San Clemente',
    'Trevi Fountain, Pantheon and Piazza Navona without the long walks':
      'La Fontana de Trevi, el Panteón y la Piazza Navona sin largas caminatas',
    'Views from the Janiculum Hill and the Orange Garden':
      'Vistas desde el Gianicolo y el Jardín de los Naranjos',
    'Up to six guests per cart': 'Máximo seis pasajeros por carrito',
    'Electric golf cart': 'Carrito de golf eléctrico',
    'Driver-guide': 'Conductor y guía',
    'Bottled water on board': 'Agua embotellada a bordo',
    'Entry to the monuments along the way': 'Entrada a los monumentos del recorrido',
    'Supplì, pizza and cacio e pepe in family-run trattorias':
      'Supplì, pizza y cacio e pepe en trattorias familiares',
    'Wine pairings in a historic wine bar': 'Maridaje de vinos en una enoteca histórica',
    'Finish with artisanal gelato': 'Final con un helado artesanal',
    'Ten tastings including a pasta dish': 'Diez degustaciones, entre ellas un plato de pasta',
    'Wine, beer and soft drinks': 'Vino, cerveza y refrescos',
    'Free entry to your first two museums or archaeological sites':
      'Entrada gratuita a los dos primeros museos o yacimientos arqueológicos',
    'Reduced entry to every further site on the scheme':
      'Entrada reducida en todos los demás sitios adheridos',
    'Unlimited bus, tram and metro rides for 72 hours':
      'Viajes ilimitados en autobús, tranvía y metro durante 72 horas',
    'Roma Pass city card': 'Tarjeta Roma Pass',
    'Public transport pass for 72 hours': 'Abono de transporte público de 72 horas',
    'Leonardo Express airport train': 'Tren Leonardo Express al aeropuerto',
    'Open-top buses past the Colosseum, Circus Maximus and St Peter’s':
      'Autobuses descapotables ante el Coliseo, el Circo Máximo y San Pedro',
    'Hop on and off at stops across the historic centre':
      'Sube y baja libremente en las paradas del centro histórico',
    'Big Bus hop-on hop-off ticket': 'Billete hop-on hop-off de Big Bus',
    'Recorded commentary in several languages': 'Comentarios grabados en varios idiomas',
    'Discover ticket (1 day)': 'Billete Discover (1 día)',
    'Premium ticket (2 days)': 'Billete Premium (2 días)',
    'The Borghese Gallery, the Pantheon, Castel Sant’Angelo, food tours and more things to do in Rome.':
      'La Galería Borghese, el Panteón, el Castillo de Sant’Angelo, tours gastronómicos y muchas más cosas que hacer en Roma.',
  },
  de: {
    'Bernini’s Apollo and Daphne and The Rape of Proserpina':
      'Berninis „Apoll und Daphne“ und „Raub der Proserpina“',
    'Six paintings by Caravaggio and Canova’s Pauline Bonaparte':
      'Sechs Gemälde von Caravaggio und Canovas Pauline Bonaparte',
    'Two-hour visits with limited numbers in each slot':
      'Zweistündige Besuche mit begrenzter Besucherzahl pro Zeitfenster',
    'Timed entry to the Borghese Gallery': 'Eintritt in die Galleria Borghese mit Zeitfenster',
    'Museum reservation fee': 'Reservierungsgebühr des Museums',
    'Stand beneath the largest unreinforced concrete dome in the world':
      'Unter der größten unbewehrten Betonkuppel der Welt stehen',
    'Tombs of Raphael and of the first kings of Italy': 'Die Gräber Raffaels und der ersten Könige Italiens',
    'Skip the ticket office queue on Piazza della Rotonda':
      'Ohne Anstehen an der Kasse auf der Piazza della Rotonda',
    'Entry to the Pantheon': 'Eintritt ins Pantheon',
    'Hadrian’s mausoleum turned papal fortress': 'Hadrians Mausoleum, später Festung der Päpste',
    'Frescoed apartments of Pope Paul III': 'Die freskengeschmückten Gemächer von Papst Paul III.',
    'Views of St Peter’s and the Tiber from the Terrace of the Angel':
      'Blick auf den Petersdom und den Tiber von der Engelsterrasse',
    'Skip-the-line entry to Castel Sant’Angelo': 'Eintritt in die Engelsburg ohne Anstehen',
    'Access to the museum and the Terrace of the Angel': 'Zugang zum Museum und zur Engelsterrasse',
    'Walk the vaulted halls of Rome’s grandest imperial baths':
      'Durch die gewölbten Hallen der prächtigsten Kaiserthermen Roms spazieren',
    'Mosaic floors and soaring brick walls': 'Mosaikböden und hoch aufragende Ziegelmauern',
    'The open-air summer stage of the Rome Opera': 'Die Open-Air-Sommerbühne der Oper Rom',
    'Entry to the Baths of Caracalla': 'Eintritt in die Caracalla-Thermen',
    'Bathing halls, gymnasiums and gardens': 'Badehallen, Sporthallen und Gärten',
    'Walk the galleries where early Christians buried their dead':
      'Durch die Gänge, in denen die frühen Christen ihre Toten bestatteten',
    'See the Crypt of the Popes and the Crypt of St Cecilia':
      'Die Papstgruft und die Gruft der heiligen Cäcilie',
    'Drive along the ancient Appian Way': 'Fahrt entlang der antiken Via Appia',
    'Entry to the Catacombs of St Callixtus': 'Eintritt in die Calixtus-Katakomben',
    'Round-trip minivan from central Rome': 'Hin- und Rückfahrt im Kleinbus ab dem Zentrum Roms',
    'Three layers of Rome’s history in one church': 'Drei Schichten römischer Geschichte in einer Kirche',
    'A 4th-century basilica beneath the medieval one':
      'Eine Basilika aus dem 4. Jahrhundert unter der mittelalterlichen Kirche',
    'A temple of Mithras and an underground spring on the lowest level':
      'Ein Mithras-Tempel und eine unterirdische Quelle auf der untersten Ebene',
    'Entry to the San Clemente excavations': 'Eintritt in die Ausgrabungen von San Clemente',
    'Trevi Fountain, Pantheon and Piazza Navona without the long walks':
      'Trevi-Brunnen, Pantheon und Piazza Navona ohne lange Fußwege',
    'Views from the Janiculum Hill and the Orange Garden': 'Ausblicke vom Gianicolo und vom Orangengarten',
    'Up to six guests per cart': 'Höchstens sechs Gäste pro Golfcart',
    'Electric golf cart': 'Elektro-Golfcart',
    'Driver-guide': 'Fahrer, der zugleich Guide ist',
    'Bottled water on board': 'Wasserflaschen an Bord',
    'Entry to the monuments along the way': 'Eintritt in die Sehenswürdigkeiten unterwegs',
    'Supplì, pizza and cacio e pepe in family-run trattorias':
      'Supplì, Pizza und Cacio e Pepe in familiengeführten Trattorien',
    'Wine pairings in a historic wine bar': 'Passende Weine in einer traditionsreichen Weinbar',
    'Finish with artisanal gelato': 'Zum Abschluss handgemachtes Gelato',
    'Ten tastings including a pasta dish': 'Zehn Kostproben, darunter ein Pastagericht',
    'Wine, beer and soft drinks': 'Wein, Bier und Softdrinks',
    'Free entry to your first two museums or archaeological sites':
      'Freier Eintritt in die ersten beiden Museen oder archäologischen Stätten',
    'Reduced entry to every further site on the scheme':
      'Ermäßigter Eintritt in alle weiteren teilnehmenden Stätten',
    'Unlimited bus, tram and metro rides for 72 hours':
      'Unbegrenzt Bus, Tram und Metro fahren, 72 Stunden lang',
    'Roma Pass city card': 'Roma-Pass-Karte',
    'Public transport pass for 72 hours': 'Fahrkarte für den Nahverkehr, 72 Stunden gültig',
    'Leonardo Express airport train': 'Flughafenzug Leonardo Express',
    'Open-top buses past the Colosseum, Circus Maximus and St Peter’s':
      'Offene Doppeldecker vorbei am Kolosseum, am Circus Maximus und am Petersdom',
    'Hop on and off at stops across the historic centre':
      'An Haltestellen in der ganzen Altstadt beliebig ein- und aussteigen',
    'Big Bus hop-on hop-off ticket': 'Big-Bus-Hop-on-Hop-off-Ticket',
    'Recorded commentary in several languages': 'Aufgezeichnete Erläuterungen in mehreren Sprachen',
    'Discover ticket (1 day)': 'Discover-Ticket (1 Tag)',
    'Premium ticket (2 days)': 'Premium-Ticket (2 Tage)',
    'The Borghese Gallery, the Pantheon, Castel Sant’Angelo, food tours and more things to do in Rome.':
      'Die Galleria Borghese, das Pantheon, die Engelsburg, kulinarische Touren und viele weitere Erlebnisse in Rom.',
  },
  ar: {
    'Bernini’s Apollo and Daphne and The Rape of Proserpina':
      'تمثالا «أبولو ودافني» و«اختطاف بروسيربينا» لبرنيني',
    'Six paintings by Caravaggio and Canova’s Pauline Bonaparte':
      'ست لوحات لكارافاجو وتمثال «بولين بونابرت» لكانوفا',
    'Two-hour visits with limited numbers in each slot':
      'زيارات مدتها ساعتان بعدد محدود من الزوار في كل موعد',
    'Timed entry to the Borghese Gallery': 'دخول معرض بورغيزي في موعد محدد',
    'Museum reservation fee': 'رسوم الحجز في المتحف',
    'Stand beneath the largest unreinforced concrete dome in the world':
      'قف تحت أكبر قبة من الخرسانة غير المسلحة في العالم',
    'Tombs of Raphael and of the first kings of Italy': 'قبر رافاييل وقبور أوائل ملوك إيطاليا',
    'Skip the ticket office queue on Piazza della Rotonda': 'تجنّب طابور شباك التذاكر في ساحة ديلا روتوندا',
    'Entry to the Pantheon': 'دخول البانثيون',
    'Hadrian’s mausoleum turned papal fortress': 'ضريح الإمبراطور هادريان الذي صار حصنًا للبابوات',
    'Frescoed apartments of Pope Paul III': 'أجنحة البابا بولس الثالث المزيّنة باللوحات الجدارية',
    'Views of St Peter’s and the Tiber from the Terrace of the Angel':
      'إطلالة على كاتدرائية القديس بطرس ونهر التيبر من شرفة الملاك',
    'Skip-the-line entry to Castel Sant’Angelo': 'دخول قلعة سانت أنجيلو دون انتظار',
    'Access to the museum and the Terrace of the Angel': 'دخول المتحف وشرفة الملاك',
    'Walk the vaulted halls of Rome’s grandest imperial baths':
      'تجوّل في القاعات المقبّبة لأعظم الحمامات الإمبراطورية في روما',
    'Mosaic floors and soaring brick walls': 'أرضيات من الفسيفساء وجدران شاهقة من الطوب',
    'The open-air summer stage of the Rome Opera': 'المسرح الصيفي المكشوف لدار أوبرا روما',
    'Entry to the Baths of Caracalla': 'دخول حمامات كاراكالا',
    'Bathing halls, gymnasiums and gardens': 'قاعات الاستحمام والصالات الرياضية والحدائق',
    'Walk the galleries where early Christians buried their dead':
      'تجوّل في الممرات التي دفن فيها المسيحيون الأوائل موتاهم',
    'See the Crypt of the Popes and the Crypt of St Cecilia': 'شاهد سرداب البابوات وسرداب القديسة سيسيليا',
    'Drive along the ancient Appian Way': 'رحلة بالسيارة على طريق أبيا القديم',
    'Entry to the Catacombs of St Callixtus': 'دخول سراديب القديس كاليستوس',
    'Round-trip minivan from central Rome': 'حافلة صغيرة ذهابًا وإيابًا من وسط روما',
    'Three layers of Rome’s history in one church': 'ثلاث طبقات من تاريخ روما في كنيسة واحدة',
    'A 4th-century basilica beneath the medieval one':
      'كنيسة من القرن الرابع تحت الكنيسة التي تعود إلى العصور الوسطى',
    'A temple of Mithras and an underground spring on the lowest level':
      'معبد للإله ميثرا ونبع ماء جوفي في الطبقة السفلى',
    'Entry to the San Clemente excavations': 'دخول الحفريات الأثرية في سان كليمنتي',
    'Trevi Fountain, Pantheon and Piazza Navona without the long walks':
      'نافورة تريفي والبانثيون وساحة نافونا دون عناء المشي الطويل',
    'Views from the Janiculum Hill and the Orange Garden': 'إطلالات من تلّ جانيكولوم وحديقة البرتقال',
    'Up to six guests per cart': 'ستة ركاب كحد أقصى في كل عربة',
    'Electric golf cart': 'عربة غولف كهربائية',
    'Driver-guide': 'سائق يعمل مرشدًا',
    'Bottled water on board': 'مياه معبأة على متن العربة',
    'Entry to the monuments along the way': 'رسوم دخول المعالم على طول الطريق',
    'Supplì, pizza and cacio e pepe in family-run trattorias': 'سوبلي وبيتزا وكاتشو إي بيبي في مطاعم عائلية',
    'Wine pairings in a historic wine bar': 'تذوّق النبيذ المناسب لكل طبق في حانة نبيذ عريقة',
    'Finish with artisanal gelato': 'الختام مع جيلاتو حِرفي',
    'Ten tastings including a pasta dish': 'عشر تذوقات من بينها طبق معكرونة',
    'Wine, beer and soft drinks': 'نبيذ وبيرة ومشروبات غازية',
    'Free entry to your first two museums or archaeological sites':
      'دخول مجاني إلى أول متحفين أو موقعين أثريين',
    'Reduced entry to every further site on the scheme': 'دخول مخفّض إلى جميع المواقع المشاركة الأخرى',
    'Unlimited bus, tram and metro rides for 72 hours':
      'تنقّل غير محدود بالحافلات والترام والمترو لمدة 72 ساعة',
    'Roma Pass city card': 'بطاقة روما باس',
    'Public transport pass for 72 hours': 'تذكرة مواصلات عامة صالحة لمدة 72 ساعة',
    'Leonardo Express airport train': 'قطار ليوناردو إكسبريس إلى المطار',
    'Open-top buses past the Colosseum, Circus Maximus and St Peter’s':
      'حافلات مكشوفة تمر بالكولوسيوم وسيرك ماكسيموس وكاتدرائية القديس بطرس',
    'Hop on and off at stops across the historic centre':
      'اصعد وانزل بحرية في المحطات المنتشرة في المركز التاريخي',
    'Big Bus hop-on hop-off ticket': 'تذكرة «بيغ باص» بنظام الصعود والنزول',
    'Recorded commentary in several languages': 'تعليق صوتي مسجّل بعدة لغات',
    'Discover ticket (1 day)': 'تذكرة «ديسكفر» (يوم واحد)',
    'Premium ticket (2 days)': 'تذكرة «بريميوم» (يومان)',
    'The Borghese Gallery, the Pantheon, Castel Sant’Angelo, food tours and more things to do in Rome.':
      'معرض بورغيزي والبانثيون وقلعة سانت أنجيلو وجولات الطعام وغيرها الكثير من الأنشطة في روما.',
  },
  ja: {
    'Bernini’s Apollo and Daphne and The Rape of Proserpina':
      'ベルニーニの《アポロンとダフネ》と《プロセルピナの略奪》',
    'Six paintings by Caravaggio and Canova’s Pauline Bonaparte':
      'カラヴァッジョの絵画6点とカノーヴァの《パオリーナ・ボナパルト》',
    'Two-hour visits with limited numbers in each slot': '各回の入場者数を制限した2時間の見学',
    'Timed entry to the Borghese Gallery': 'ボルゲーゼ美術館への時間指定入場',
    'Museum reservation fee': '美術館の予約手数料',
    'Stand beneath the largest unreinforced concrete dome in the world':
      '世界最大の無筋コンクリート製ドームの真下に立つ',
    'Tombs of Raphael and of the first kings of Italy': 'ラファエロとイタリア初代国王たちの墓',
    'Skip the ticket office queue on Piazza della Rotonda': 'ロトンダ広場のチケット売り場の行列をスキップ',
    'Entry to the Pantheon': 'パンテオンへの入場',
    'Hadrian’s mausoleum turned papal fortress': 'ハドリアヌス帝の霊廟から教皇の要塞へ',
    'Frescoed apartments of Pope Paul III': 'フレスコ画で彩られた教皇パウルス3世の居室',
    'Views of St Peter’s and the Tiber from the Terrace of the Angel':
      '天使のテラスからサン・ピエトロ大聖堂とテヴェレ川を一望',
    'Skip-the-line entry to Castel Sant’Angelo': 'サンタンジェロ城への優先入場',
    'Access to the museum and the Terrace of the Angel': '博物館と天使のテラスへの入場',
    'Walk the vaulted halls of Rome’s grandest imperial baths':
      'ローマ屈指の壮大な皇帝浴場のヴォールト天井の広間を散策',
    'Mosaic floors and soaring brick walls': 'モザイクの床とそびえ立つレンガの壁',
    'The open-air summer stage of the Rome Opera': 'ローマ歌劇場の夏の野外ステージ',
    'Entry to the Baths of Caracalla': 'カラカラ浴場への入場',
    'Bathing halls, gymnasiums and gardens': '浴場ホール、体育場、庭園',
    'Walk the galleries where early Christians buried their dead':
      '初期キリスト教徒が死者を葬った地下回廊を歩く',
    'See the Crypt of the Popes and the Crypt of St Cecilia': '教皇たちの墓室と聖チェチーリアの墓室を見学',
    'Drive along the ancient Appian Way': '古代のアッピア街道をドライブ',
    'Entry to the Catacombs of St Callixtus': '聖カリストのカタコンベへの入場',
    'Round-trip minivan from central Rome': 'ローマ中心部からのミニバン往復送迎',
    'Three layers of Rome’s history in one church': 'ひとつの教会に重なるローマ3層の歴史',
    'A 4th-century basilica beneath the medieval one': '中世の聖堂の下に眠る4世紀のバシリカ',
    'A temple of Mithras and an underground spring on the lowest level': '最下層のミトラス神殿と地下水脈',
    'Entry to the San Clemente excavations': 'サン・クレメンテ地下遺構への入場',
    'Trevi Fountain, Pantheon and Piazza Navona without the long walks':
      'トレヴィの泉、パンテオン、ナヴォーナ広場を歩き疲れずに巡る',
    'Views from the Janiculum Hill and the Orange Garden': 'ジャニコロの丘とオレンジ庭園からの眺め',
    'Up to six guests per cart': '1台につき最大6名',
    'Electric golf cart': '電動ゴルフカート',
    'Driver-guide': 'ドライバー兼ガイド',
    'Bottled water on board': '車内でのボトル入り飲料水',
    'Entry to the monuments along the way': '途中の観光施設の入場料',
    'Supplì, pizza and cacio e pepe in family-run trattorias':
      '家族経営のトラットリアでスップリ、ピッツァ、カーチョ・エ・ペペを',
    'Wine pairings in a historic wine bar': '老舗ワインバーで料理に合うワインを',
    'Finish with artisanal gelato': '締めくくりは職人手作りのジェラート',
    'Ten tastings including a pasta dish': 'パスタ料理を含む10品の試食',
    'Wine, beer and soft drinks': 'ワイン、ビール、ソフトドリンク',
    'Free entry to your first two museums or archaeological sites': '最初の2か所の美術館・遺跡への無料入場',
    'Reduced entry to every further site on the scheme': '3か所目以降の提携施設は割引料金で入場',
    'Unlimited bus, tram and metro rides for 72 hours': '72時間バス・トラム・地下鉄が乗り放題',
    'Roma Pass city card': 'ローマパス',
    'Public transport pass for 72 hours': '72時間有効の公共交通機関乗車券',
    'Leonardo Express airport train': '空港行き列車レオナルド・エクスプレス',
    'Open-top buses past the Colosseum, Circus Maximus and St Peter’s':
      'コロッセオ、チルコ・マッシモ、サン・ピエトロ大聖堂をオープントップバスで巡る',
    'Hop on and off at stops across the historic centre': '歴史地区の各停留所で自由に乗り降り',
    'Big Bus hop-on hop-off ticket': 'ビッグバス乗り降り自由チケット',
    'Recorded commentary in several languages': '多言語の録音ガイド',
    'Discover ticket (1 day)': 'ディスカバーチケット（1日）',
    'Premium ticket (2 days)': 'プレミアムチケット（2日）',
    'The Borghese Gallery, the Pantheon, Castel Sant’Angelo, food tours and more things to do in Rome.':
      'ボルゲーゼ美術館、パンテオン、サンタンジェロ城、グルメツアーなど、ローマで楽しめる体験をご紹介。',
  },
  cn: {
    'Bernini’s Apollo and Daphne and The Rape of Proserpina':
      '贝尼尼的《阿波罗与达芙妮》和《劫掠普洛塞庇娜》',
    'Six paintings by Caravaggio and Canova’s Pauline Bonaparte':
      '六幅卡拉瓦乔画作与卡诺瓦的《保琳娜·波拿巴》',
    'Two-hour visits with limited numbers in each slot': '每场限流，参观时长两小时',
    'Timed entry to the Borghese Gallery': '博尔盖塞美术馆定时入场',
    'Museum reservation fee': '美术馆预约费',
    'Stand beneath the largest unreinforced concrete dome in the world': '站在世界最大的无钢筋混凝土穹顶之下',
    'Tombs of Raphael and of the first kings of Italy': '拉斐尔及意大利首批国王之墓',
    'Skip the ticket office queue on Piazza della Rotonda': '免排圆厅广场售票处的长队',
    'Entry to the Pantheon': '万神殿入场',
    'Hadrian’s mausoleum turned papal fortress': '由哈德良陵墓改建而成的教皇堡垒',
    'Frescoed apartments of Pope Paul III': '饰满壁画的教皇保罗三世寓所',
    'Views of St Peter’s and the Tiber from the Terrace of the Angel': '从天使露台远眺圣彼得大教堂和台伯河',
    'Skip-the-line entry to Castel Sant’Angelo': '圣天使城免排队入场',
    'Access to the museum and the Terrace of the Angel': '参观博物馆和天使露台',
    'Walk the vaulted halls of Rome’s grandest imperial baths': '漫步罗马最宏伟的帝国浴场的拱顶大厅',
    'Mosaic floors and soaring brick walls': '马赛克地面与高耸的砖墙',
    'The open-air summer stage of the Rome Opera': '罗马歌剧院的夏季露天舞台',
    'Entry to the Baths of Caracalla': '卡拉卡拉浴场入场',
    'Bathing halls, gymnasiums and gardens': '浴室大厅、健身场和花园',
    'Walk the galleries where early Christians buried their dead': '走进早期基督徒安葬逝者的地下通道',
    'See the Crypt of the Popes and the Crypt of St Cecilia': '参观教皇墓室和圣则济利亚墓室',
    'Drive along the ancient Appian Way': '乘车沿古老的亚壁古道而行',
    'Entry to the Catacombs of St Callixtus': '圣卡利斯托地下墓穴入场',
    'Round-trip minivan from central Rome': '罗马市中心往返小巴接送',
    'Three layers of Rome’s history in one church': '一座教堂，三层罗马历史',
    'A 4th-century basilica beneath the medieval one': '中世纪教堂下方的4世纪长方形会堂',
    'A temple of Mithras and an underground spring on the lowest level': '最底层的密特拉神庙和地下泉水',
    'Entry to the San Clemente excavations': '圣克莱门特地下遗址入场',
    'Trevi Fountain, Pantheon and Piazza Navona without the long walks':
      '无需长途步行，轻松游览特雷维喷泉、万神殿和纳沃纳广场',
    'Views from the Janiculum Hill and the Orange Garden': '从贾尼科洛山和橘园俯瞰城市美景',
    'Up to six guests per cart': '每车最多6位乘客',
    'Electric golf cart': '电动高尔夫球车',
    'Driver-guide': '司机兼导游',
    'Bottled water on board': '车上提供瓶装水',
    'Entry to the monuments along the way': '沿途景点门票',
    'Supplì, pizza and cacio e pepe in family-run trattorias':
      '在家庭经营的小餐馆品尝炸饭团、披萨和黑胡椒奶酪意面',
    'Wine pairings in a historic wine bar': '在历史悠久的葡萄酒吧品尝配餐美酒',
    'Finish with artisanal gelato': '最后品尝手工意式冰淇淋',
    'Ten tastings including a pasta dish': '十道美食品尝，含一道意面',
    'Wine, beer and soft drinks': '葡萄酒、啤酒和软饮',
    'Free entry to your first two museums or archaeological sites': '前两个博物馆或考古遗址免费入场',
    'Reduced entry to every further site on the scheme': '其余合作景点均享优惠票价',
    'Unlimited bus, tram and metro rides for 72 hours': '72小时内不限次乘坐公交、有轨电车和地铁',
    'Roma Pass city card': '罗马通票卡',
    'Public transport pass for 72 hours': '72小时公共交通通票',
    'Leonardo Express airport train': '列奥纳多快线机场列车',
    'Open-top buses past the Colosseum, Circus Maximus and St Peter’s':
      '乘敞篷巴士途经罗马斗兽场、马克西穆斯竞技场和圣彼得大教堂',
    'Hop on and off at stops across the historic centre': '在历史中心各站点随上随下',
    'Big Bus hop-on hop-off ticket': 'Big Bus 随上随下车票',
    'Recorded commentary in several languages': '多语种录音讲解',
    'Discover ticket (1 day)': 'Discover 票（1天）',
    'Premium ticket (2 days)': 'Premium 票（2天）',
    'The Borghese Gallery, the Pantheon, Castel Sant’Angelo, food tours and more things to do in Rome.':
      '博尔盖塞美术馆、万神殿、圣天使城、美食之旅等罗马精彩体验。',
  },
};
