import type { Phrasebook } from './phraseSet.ts';

/** French (fr): the texts of the curated products and collections, keyed by their English text. */
export const french: Phrasebook = {
  // Calls to action.
  'Select seats': 'Choisir mes places',
  'Check availability': 'Voir les disponibilités',

  // Shows (every curated show; {show} and {venue} are filled per product).
  'See {show} live at the {venue}': 'Assistez à « {show} » sur scène au {venue}',
  'Choose your own seats on the seating plan': 'Choisissez vos places sur le plan de salle',
  'Instant confirmation with mobile tickets': 'Confirmation immédiate et billets sur mobile',
  'Ticket to {show}': 'Billet pour « {show} »',
  'Seat of your choice': 'Place de votre choix',
  Cloakroom: 'Vestiaire',
  // Seating levels of the London theatres (ticket types and venue sections).
  Stalls: 'Orchestre',
  'Dress Circle': 'Corbeille',
  'Royal Circle': 'Corbeille royale',
  'Grand Circle': 'Premier balcon',
  'Upper Circle': 'Balcon supérieur',
  Circle: 'Balcon',
  Balcony: 'Dernier balcon',
  // Broadway's levels (the London site's "London and Broadway" page lists its shows).
  Orchestra: 'Orchestre',
  Mezzanine: 'Mezzanine',
  'Front Mezzanine': 'Mezzanine avant',
  'Rear Mezzanine': 'Mezzanine arrière',

  // Shared exclusions and ticket types.
  'Food and drinks': 'Nourriture et boissons',
  'Food and drinks unless stated': 'Repas et boissons, sauf mention contraire',
  'Hotel pick-up and drop-off': 'Prise en charge et retour à l’hôtel',
  Gratuities: 'Pourboires',
  'Attraction entry fees': 'Entrées des attractions',
  'Extra luggage': 'Bagages supplémentaires',
  'General admission': 'Billet standard',
  'English tour': 'Visite en anglais',
  'Italian tour': 'Visite en italien',
  'Spanish tour': 'Visite en espagnol',
  'French tour': 'Visite en français',

  // Shared inclusions.
  Guide: 'Guide conférencier',
  'Licensed guide': 'Guide officiel agréé',
  'Archaeologist guide': 'Guide archéologue',
  'Tour leader': 'Accompagnateur',
  Headsets: 'Écouteurs',
  'Audio guide': 'Audioguide',
  'Entry ticket': 'Billet d’entrée',
  'Entry tickets': 'Billets d’entrée',
  'Coach from Rome': 'Trajet en autocar depuis Rome',

  // Colosseum (colosseum-rome-tickets.com).
  'Skip the ticket line at the Colosseum': 'Évitez la file d’attente aux caisses du Colisée',
  'Walk through the Roman Forum and up the Palatine Hill':
    'Promenez-vous dans le Forum romain et montez sur le mont Palatin',
  'Valid for 24 hours across all three sites': 'Valable 24 heures sur les trois sites',
  'Timed entry to the Colosseum': 'Entrée au Colisée à heure fixe',
  'Entry to the Roman Forum and Palatine Hill': 'Accès au Forum romain et au mont Palatin',
  'Digital audio guide app': 'Application audioguide',
  'Stand on the arena floor where gladiators fought': 'Foulez l’arène où combattaient les gladiateurs',
  'Expert guide through the Colosseum and Roman Forum':
    'Un guide expert vous fait découvrir le Colisée et le Forum romain',
  'Small groups of up to 20': 'Petits groupes de 20 personnes maximum',
  'Arena floor entry': 'Accès à l’arène',
  'Explore the hypogeum beneath the arena': 'Explorez l’hypogée sous l’arène',
  'Arena floor, Roman Forum and Palatine Hill included': 'Arène, Forum romain et mont Palatin inclus',
  'Underground access': 'Accès aux souterrains',
  'Arena access': 'Accès à l’arène',
  'See the Colosseum lit up after dark': 'Découvrez le Colisée illuminé à la nuit tombée',
  'Small groups and the underground chambers': 'En petit groupe, avec les souterrains',
  'Night entry': 'Entrée en soirée',
  'Rome’s two unmissable sights in one day': 'Les deux incontournables de Rome en une journée',
  'Skip-the-line entry at both': 'Entrée coupe-file sur les deux sites',
  'Colosseum tour': 'Visite du Colisée',
  'Vatican Museums and Sistine Chapel tour': 'Visite des musées du Vatican et de la chapelle Sixtine',

  // Vatican (vatican-museums-tickets.com).
  'Skip the long entrance queue': 'Évitez la longue file d’attente à l’entrée',
  'See Michelangelo’s Sistine Chapel ceiling':
    'Admirez le plafond de la chapelle Sixtine peint par Michel-Ange',
  'Raphael Rooms and the Gallery of Maps': 'Les Chambres de Raphaël et la galerie des Cartes géographiques',
  'Timed entry to the Vatican Museums': 'Entrée aux musées du Vatican à heure fixe',
  'Sistine Chapel': 'Chapelle Sixtine',
  'Expert guide through the museums': 'Un guide expert vous accompagne dans les musées',
  'Direct passage to St. Peter’s Basilica': 'Passage direct vers la basilique Saint-Pierre',
  'Enter before the crowds': 'Entrez avant la foule',
  'Sistine Chapel at its quietest': 'La chapelle Sixtine au calme',
  'Early entry': 'Entrée matinale',
  'Climb 551 steps to Michelangelo’s dome': 'Gravissez les 551 marches du dôme de Michel-Ange',
  'Panoramic views over Rome': 'Vue panoramique sur Rome',
  'Dome access': 'Accès au dôme',
  'Rarely visited papal gardens': 'Les jardins pontificaux, rarement ouverts au public',
  'Museums entry included': 'Entrée aux musées incluse',
  'Museums entry': 'Entrée aux musées',

  // Paris (paris-city-tickets.com).
  'Ride the lift to the summit at 276 m': 'Montez en ascenseur jusqu’au sommet, à 276 m',
  'Host-led access to the second floor': 'Accès au deuxième étage accompagné d’un hôte',
  'Sweeping views over Paris': 'Vue imprenable sur Paris',
  'Summit access': 'Accès au sommet',
  'Hosted entry': 'Entrée accompagnée d’un hôte',
  'Summit by lift': 'Sommet en ascenseur',
  '2nd floor by lift': '2e étage en ascenseur',
  '2nd floor by stairs': '2e étage par les escaliers',
  'Climb 674 steps with a guide': 'Montez les 674 marches avec un guide',
  'Stories of Gustave Eiffel': 'L’histoire de Gustave Eiffel',
  '2nd floor access': 'Accès au 2e étage',
  'See the Mona Lisa and the Venus de Milo': 'Admirez la Joconde et la Vénus de Milo',
  'Reserved entry time': 'Créneau d’entrée réservé',
  'Entry to permanent collections': 'Accès aux collections permanentes',
  'Masterpieces with an art historian': 'Les chefs-d’œuvre commentés par un historien de l’art',
  'Departs at the foot of the Eiffel Tower': 'Départ au pied de la tour Eiffel',
  'Audio commentary in 14 languages': 'Commentaires audio en 14 langues',
  '1-hour cruise': 'Croisière d’une heure',
  'Audio commentary': 'Commentaires audio',
  'Departs from Pont de l’Alma': 'Départ du pont de l’Alma',
  'Notre-Dame, the Louvre and the Musée d’Orsay from the water':
    'Notre-Dame, le Louvre et le musée d’Orsay vus depuis la Seine',
  '70-minute cruise': 'Croisière de 70 minutes',
  'Live commentary': 'Commentaires en direct',
  'A glass of champagne on board': 'Une coupe de champagne à bord',
  'Smaller boats, more intimate': 'Des bateaux plus petits, plus intimes',
  Cruise: 'Croisière',
  'Glass of champagne': 'Coupe de champagne',
  'Three-course French dinner': 'Dîner français en trois plats',
  'Live music': 'Musique live',
  'Paris illuminated at night': 'Paris illuminé la nuit',
  Dinner: 'Dîner',
  'Service Etoile': 'Service Étoile',
  'Service Premier': 'Service Premier',
  'Service Privilège': 'Service Privilège',
  'Lunch with views of the monuments': 'Déjeuner avec vue sur les monuments',
  Lunch: 'Déjeuner',
  'Eiffel Tower and a Seine cruise in one ticket':
    'La tour Eiffel et une croisière sur la Seine en un seul billet',
  'Eiffel Tower access': 'Accès à la tour Eiffel',
  'Seine cruise': 'Croisière sur la Seine',
  'Boards at Square du Vert-Galant, the tip of the Île de la Cité':
    'Embarquement au square du Vert-Galant, à la pointe de l’île de la Cité',
  'Live commentary in French and English': 'Commentaires en direct en français et en anglais',
  'Weekend lunch under a glass roof': 'Déjeuner du week-end sous un toit vitré',
  'Sails from Pont de l’Alma to the Île Saint-Louis': 'Du pont de l’Alma à l’île Saint-Louis',
  'Three-course lunch': 'Déjeuner en trois plats',
  'Menu Bateaux-Mouches': 'Menu Bateaux-Mouches',
  'Menu with wine pairing': 'Menu avec accord mets et vins',
  'A 1920s wooden barge by the Pont des Arts': 'Une péniche en bois des années 1920 près du pont des Arts',
  'Three-course dinner cooked on board': 'Dîner en trois plats préparé à bord',
  'Three-course dinner': 'Dîner en trois plats',
  'Half a bottle of wine': 'Une demi-bouteille de vin',
  'Menu Calife': 'Menu Calife',
  'Menu Calife with champagne': 'Menu Calife avec champagne',
  'Boards opposite Notre-Dame': 'Embarquement face à Notre-Dame',
  'Dinner to live French chanson': 'Dîner au son de la chanson française en live',
  'Live singer': 'Chanteur en live',
  'Menu Parisien': 'Menu Parisien',
  'Menu Prestige': 'Menu Prestige',
  'Timed entry to the Louvre': 'Entrée au Louvre à heure fixe',
  'A 70-minute Bateaux-Mouches cruise, valid for 12 months':
    'Une croisière Bateaux-Mouches de 70 minutes, valable 12 mois',
  'Louvre entry ticket': 'Billet d’entrée au Louvre',

  // London hop-on hop-off (london-hop-on-hop-off-tours.com).
  'Open-top buses past Big Ben, Tower Bridge and St Paul’s':
    'Des bus à impériale découverte devant Big Ben, Tower Bridge et la cathédrale Saint-Paul',
  'Live guide on the Red Route': 'Guide en direct sur la ligne rouge',
  'Includes a walking tour': 'Visite à pied incluse',
  'Hop-on hop-off bus ticket': 'Billet de bus à arrêts multiples',
  'Audio commentary in 12 languages': 'Commentaires audio en 12 langues',
  'Walking tours': 'Visites à pied',
  '24-hour ticket': 'Billet 24 heures',
  '48-hour ticket': 'Billet 48 heures',
  '72-hour ticket': 'Billet 72 heures',
  'Electric and hybrid buses': 'Bus électriques et hybrides',
  'Over 40 stops across central London': 'Plus de 40 arrêts dans le centre de Londres',
  'Hop-on hop-off ticket': 'Billet à arrêts multiples',
  'Kids audio channel': 'Canal audio pour enfants',
  'Classic open-top bus routes': 'Les circuits classiques en bus à impériale',
  'Free Thames cruise offer': 'Croisière sur la Tamise offerte',
  'Bus tour plus a Thames cruise between Westminster and Tower Pier':
    'Tour en bus et croisière sur la Tamise entre Westminster et Tower Pier',
  'Bus ticket': 'Billet de bus',
  'River cruise': 'Croisière sur la Tamise',

  // Rome airport transfers (rome-airport-transfers.com).
  'Driver waits with a name sign': 'Votre chauffeur vous attend avec une pancarte à votre nom',
  '45 minutes of free waiting time': '45 minutes d’attente gratuite',
  'Door-to-door to your hotel': 'De porte à porte jusqu’à votre hôtel',
  'Private vehicle and driver': 'Véhicule privé avec chauffeur',
  'Tolls and parking': 'Péages et stationnement',
  'Sedan (up to 3)': 'Berline (jusqu’à 3 personnes)',
  'Minivan (up to 7)': 'Monospace (jusqu’à 7 personnes)',
  'Meet and greet in arrivals': 'Accueil personnalisé dans le hall des arrivées',
  'Hotel pick-up at your chosen time': 'Prise en charge à l’hôtel à l’heure de votre choix',
  'Fixed price, no meter': 'Prix fixe, sans compteur',
  'Departures every 90 minutes': 'Départs toutes les 90 minutes',
  'Free Wi-Fi on board': 'Wi-Fi gratuit à bord',
  'Shuttle bus seat': 'Place dans la navette',
  'One suitcase': 'Une valise',
  'One way': 'Aller simple',
  Return: 'Aller-retour',
  'Timed to Ryanair and Wizz Air arrivals': 'Horaires calés sur les arrivées Ryanair et Wizz Air',

  // Acropolis and Pompeii.
  'The Parthenon, Erechtheion and Propylaea': 'Le Parthénon, l’Érechthéion et les Propylées',
  'Timed entry': 'Entrée à heure fixe',
  'Entry to the Acropolis': 'Entrée à l’Acropole',
  'Small group': 'Petit groupe',
  'Walk the streets of the Roman city buried by Vesuvius':
    'Parcourez les rues de la cité romaine ensevelie par le Vésuve',
  'Guided tour of Pompeii': 'Visite guidée de Pompéi',
  'Hike to the crater of Vesuvius': 'Randonnée jusqu’au cratère du Vésuve',
  Transport: 'Transport aller-retour',

  // Day trips from Rome (colosseum-rome-tickets.com).
  'Frecciarossa train to Naples and back': 'Aller-retour en Frecciarossa jusqu’à Naples',
  'Guided tour of the ruins of Pompeii': 'Visite guidée des ruines de Pompéi',
  'Train tickets': 'Billets de train',
  'Pompeii entry ticket': 'Billet d’entrée à Pompéi',
  'Guided visit of Pompeii': 'Visite guidée de Pompéi',
  'Scenic drive along the Amalfi Coast to Positano':
    'Route panoramique le long de la côte amalfitaine jusqu’à Positano',
  'Air-conditioned coach': 'Autocar climatisé',
  'Free time in Positano and Amalfi': 'Temps libre à Positano et à Amalfi',
  'Boat ride between the coastal villages (Apr–Oct)':
    'Trajet en bateau entre les villages côtiers (avril–octobre)',
  'Boat ride in season': 'Trajet en bateau en saison',
  'Walking tour of Florence with the Duomo': 'Visite à pied de Florence et de son Duomo',
  'Photo stop at the Leaning Tower of Pisa': 'Arrêt photo à la tour penchée de Pise',
  'Guided walking tour of Florence': 'Visite guidée à pied de Florence',
  'See Michelangelo’s David': 'Admirez le David de Michel-Ange',
  'Return train tickets from Roma Termini': 'Billets de train aller-retour depuis Roma Termini',
  'Return train tickets': 'Billets de train aller-retour',
  'Accademia Gallery entry': 'Entrée à la Galleria dell’Accademia',
  'Guide in Florence': 'Guide à Florence',
  'Renaissance fountains of Villa d’Este': 'Les fontaines Renaissance de la Villa d’Este',
  'Ruins of Emperor Hadrian’s country estate': 'Les ruines de la villa de l’empereur Hadrien',
  'Entry to both villas': 'Entrée aux deux villas',
  'Orvieto Cathedral': 'La cathédrale d’Orvieto',
  'Basilica of St Francis in Assisi': 'La basilique Saint-François d’Assise',
  'Funicular in Orvieto': 'Funiculaire d’Orvieto',

  // Collection blurbs.
  'Tickets for the hottest Broadway musicals in New York City, with the best seats and prices.':
    'Billets pour les comédies musicales les plus courues de Broadway à New York, aux meilleures places et aux meilleurs prix.',
  'Book tickets for the best West End musicals and plays in London, from The Lion King to Hamilton.':
    'Réservez vos billets pour les meilleures comédies musicales et pièces du West End à Londres, du Roi Lion à Hamilton.',
  'Skip-the-line Colosseum tickets and guided tours, including the Roman Forum and Palatine Hill.':
    'Billets coupe-file et visites guidées du Colisée, avec le Forum romain et le mont Palatin.',
  'Vatican Museums and Sistine Chapel tickets and tours, with St. Peter’s Basilica.':
    'Billets et visites des musées du Vatican et de la chapelle Sixtine, avec la basilique Saint-Pierre.',
  'Eiffel Tower tickets with summit access, guided climbs and dinner.':
    'Billets pour la tour Eiffel : accès au sommet, montées guidées et dîner.',
  'Timed-entry Louvre tickets and guided tours to the Mona Lisa and beyond.':
    'Billets pour le Louvre à heure fixe et visites guidées, de la Joconde aux autres chefs-d’œuvre.',
  'Sightseeing, lunch and dinner cruises on the Seine with Bateaux Parisiens, Bateaux Mouches and Vedettes de Paris.':
    'Croisières commentées, déjeuners et dîners sur la Seine avec Bateaux Parisiens, Bateaux Mouches et Vedettes de Paris.',
  'Compare Big Bus, Tootbus and City Sightseeing hop-on hop-off bus tours of London.':
    'Comparez les bus touristiques Big Bus, Tootbus et City Sightseeing à Londres.',
  'Private and shared transfers between Rome and Fiumicino (FCO) or Ciampino (CIA) airports.':
    'Transferts privés et partagés entre Rome et les aéroports de Fiumicino (FCO) ou de Ciampino (CIA).',
  'Acropolis and Parthenon tickets and guided tours in Athens.':
    'Billets et visites guidées de l’Acropole et du Parthénon à Athènes.',
  'Pompeii archaeological park tickets, guided tours and day trips.':
    'Billets pour le parc archéologique de Pompéi, visites guidées et excursions.',
  'Day trips from Rome to Pompeii, the Amalfi Coast, Florence, Tivoli, Orvieto and Assisi.':
    'Excursions d’une journée depuis Rome vers Pompéi, la côte amalfitaine, Florence, Tivoli, Orvieto et Assise.',
};
