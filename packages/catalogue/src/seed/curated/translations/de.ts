import type { Phrasebook } from './phraseSet.ts';

/** German (de): the texts of the curated products and collections, keyed by their English text. */
export const german: Phrasebook = {
  // Calls to action.
  'Select seats': 'Plätze wählen',
  'Check availability': 'Verfügbarkeit prüfen',

  // Shows ({show} and {venue} are filled per product).
  'See {show} live at the {venue}': '„{show}“ live erleben – Spielstätte: {venue}',
  'Choose your own seats on the seating plan': 'Wählen Sie Ihre Plätze selbst im Saalplan',
  'Instant confirmation with mobile tickets': 'Sofortige Bestätigung mit Handy-Tickets',
  'Ticket to {show}': 'Eintrittskarte für „{show}“',
  'Seat of your choice': 'Sitzplatz nach Wahl',
  Cloakroom: 'Garderobe',
  // Seating levels (ticket types and venue sections): Broadway, then the Vienna houses, whose
  // English names are already the German ones.
  Orchestra: 'Parkett',
  Mezzanine: 'Rang',
  'Front Mezzanine': 'Vorderer Rang',
  'Rear Mezzanine': 'Hinterer Rang',
  'Dress Circle': '1. Rang',
  Balcony: 'Balkon',
  Parkett: 'Parkett',
  Parterreloge: 'Parterreloge',
  Balkon: 'Balkon',
  Galerie: 'Galerie',

  // Shared exclusions and ticket types.
  'Food and drinks': 'Speisen und Getränke',
  'Food and drinks unless stated': 'Speisen und Getränke, sofern nicht anders angegeben',
  'Hotel pick-up and drop-off': 'Abholung und Rückfahrt zum Hotel',
  Gratuities: 'Trinkgelder',
  'General admission': 'Standardticket',
  'English tour': 'Führung auf Englisch',
  'Italian tour': 'Führung auf Italienisch',
  'Spanish tour': 'Führung auf Spanisch',
  'French tour': 'Führung auf Französisch',

  // Shared inclusions.
  Guide: 'Reiseleitung',
  'Licensed guide': 'Lizenzierter Fremdenführer',
  'Archaeologist guide': 'Archäologe als Reiseleiter',
  'Tour leader': 'Reisebegleitung',
  Headsets: 'Kopfhörer',
  'Audio guide': 'Audioguide',
  'Entry ticket': 'Eintrittskarte',
  'Entry tickets': 'Eintrittskarten',
  'Coach from Rome': 'Busfahrt ab Rom',

  // Colosseum (colosseum-rome-tickets.com).
  'Skip the ticket line at the Colosseum': 'Ohne Anstehen an der Kolosseum-Kasse',
  'Walk through the Roman Forum and up the Palatine Hill':
    'Spazieren Sie über das Forum Romanum und hinauf auf den Palatin',
  'Valid for 24 hours across all three sites': '24 Stunden gültig für alle drei Stätten',
  'Timed entry to the Colosseum': 'Einlass ins Kolosseum mit Zeitfenster',
  'Entry to the Roman Forum and Palatine Hill': 'Eintritt zum Forum Romanum und zum Palatin',
  'Digital audio guide app': 'Audioguide-App',
  'Stand on the arena floor where gladiators fought':
    'Stehen Sie in der Arena, in der einst Gladiatoren kämpften',
  'Expert guide through the Colosseum and Roman Forum':
    'Fachkundige Führung durch Kolosseum und Forum Romanum',
  'Small groups of up to 20': 'Kleine Gruppen mit höchstens 20 Personen',
  'Arena floor entry': 'Zugang zur Arena',
  'Explore the hypogeum beneath the arena': 'Erkunden Sie das Hypogäum unter der Arena',
  'Arena floor, Roman Forum and Palatine Hill included': 'Arena, Forum Romanum und Palatin inklusive',
  'Underground access': 'Zugang zu den unterirdischen Gängen',
  'Arena access': 'Zugang zur Arena',
  'See the Colosseum lit up after dark': 'Das beleuchtete Kolosseum bei Nacht erleben',
  'Small groups and the underground chambers': 'Kleine Gruppen und die unterirdischen Kammern',
  'Night entry': 'Abendlicher Einlass',
  'Rome’s two unmissable sights in one day': 'Roms zwei wichtigste Sehenswürdigkeiten an einem Tag',
  'Skip-the-line entry at both': 'Bevorzugter Einlass an beiden Orten',
  'Colosseum tour': 'Führung durch das Kolosseum',
  'Vatican Museums and Sistine Chapel tour':
    'Führung durch die Vatikanischen Museen und die Sixtinische Kapelle',

  // Paris (paris-city-tickets.com).
  'Ride the lift to the summit at 276 m': 'Mit dem Aufzug zur Spitze auf 276 m',
  'Host-led access to the second floor': 'Begleiteter Zugang zur zweiten Etage',
  'Sweeping views over Paris': 'Weiter Blick über Paris',
  'Summit access': 'Zugang zur Spitze',
  'Hosted entry': 'Begleiteter Einlass',
  'Summit by lift': 'Spitze mit dem Aufzug',
  '2nd floor by lift': '2. Etage mit dem Aufzug',
  '2nd floor by stairs': '2. Etage über die Treppe',
  'Climb 674 steps with a guide': '674 Stufen mit einem Guide hinaufsteigen',
  'Stories of Gustave Eiffel': 'Geschichten über Gustave Eiffel',
  '2nd floor access': 'Zugang zur 2. Etage',
  'See the Mona Lisa and the Venus de Milo': 'Sehen Sie die Mona Lisa und die Venus von Milo',
  'Reserved entry time': 'Reservierte Einlasszeit',
  'Entry to permanent collections': 'Eintritt in die Dauerausstellungen',
  'Masterpieces with an art historian': 'Meisterwerke mit einem Kunsthistoriker',
  'Departs at the foot of the Eiffel Tower': 'Abfahrt am Fuß des Eiffelturms',
  'Audio commentary in 14 languages': 'Audiokommentar in 14 Sprachen',
  '1-hour cruise': 'Einstündige Schifffahrt',
  'Audio commentary': 'Audiokommentar',
  'Departs from Pont de l’Alma': 'Abfahrt am Pont de l’Alma',
  'Notre-Dame, the Louvre and the Musée d’Orsay from the water':
    'Notre-Dame, der Louvre und das Musée d’Orsay vom Wasser aus',
  '70-minute cruise': '70-minütige Schifffahrt',
  'Live commentary': 'Live-Kommentar',
  'A glass of champagne on board': 'Ein Glas Champagner an Bord',
  'Smaller boats, more intimate': 'Kleinere Boote, persönlichere Atmosphäre',
  Cruise: 'Schifffahrt',
  'Glass of champagne': 'Ein Glas Champagner',
  'Three-course French dinner': 'Französisches Drei-Gänge-Dinner',
  'Live music': 'Livemusik',
  'Paris illuminated at night': 'Das nächtlich beleuchtete Paris',
  Dinner: 'Abendessen',
  'Service Etoile': 'Service Étoile',
  'Service Premier': 'Service Premier',
  'Service Privilège': 'Service Privilège',
  'Lunch with views of the monuments': 'Mittagessen mit Blick auf die Sehenswürdigkeiten',
  Lunch: 'Mittagessen',
  'Eiffel Tower and a Seine cruise in one ticket': 'Eiffelturm und Seine-Rundfahrt mit einem Ticket',
  'Eiffel Tower access': 'Zugang zum Eiffelturm',
  'Seine cruise': 'Seine-Rundfahrt',
  'Boards at Square du Vert-Galant, the tip of the Île de la Cité':
    'Einstieg am Square du Vert-Galant an der Spitze der Île de la Cité',
  'Live commentary in French and English': 'Live-Kommentar auf Französisch und Englisch',
  'Weekend lunch under a glass roof': 'Wochenend-Mittagessen unter einem Glasdach',
  'Sails from Pont de l’Alma to the Île Saint-Louis': 'Fahrt vom Pont de l’Alma bis zur Île Saint-Louis',
  'Three-course lunch': 'Drei-Gänge-Mittagessen',
  'Menu Bateaux-Mouches': 'Menü Bateaux-Mouches',
  'Menu with wine pairing': 'Menü mit Weinbegleitung',
  'A 1920s wooden barge by the Pont des Arts': 'Ein Holzkahn aus den 1920er-Jahren am Pont des Arts',
  'Three-course dinner cooked on board': 'Drei-Gänge-Dinner, an Bord zubereitet',
  'Three-course dinner': 'Drei-Gänge-Dinner',
  'Half a bottle of wine': 'Eine halbe Flasche Wein',
  'Menu Calife': 'Menü Calife',
  'Menu Calife with champagne': 'Menü Calife mit Champagner',
  'Boards opposite Notre-Dame': 'Einstieg gegenüber von Notre-Dame',
  'Dinner to live French chanson': 'Abendessen mit französischen Chansons live',
  'Live singer': 'Live-Sängerin',
  'Menu Parisien': 'Menü Parisien',
  'Menu Prestige': 'Menü Prestige',
  'Timed entry to the Louvre': 'Einlass in den Louvre mit Zeitfenster',
  'A 70-minute Bateaux-Mouches cruise, valid for 12 months':
    'Eine 70-minütige Bateaux-Mouches-Rundfahrt, 12 Monate gültig',
  'Louvre entry ticket': 'Eintrittskarte für den Louvre',

  // Acropolis and Pompeii.
  'The Parthenon, Erechtheion and Propylaea': 'Parthenon, Erechtheion und Propyläen',
  'Timed entry': 'Einlass mit Zeitfenster',
  'Entry to the Acropolis': 'Eintritt zur Akropolis',
  'Small group': 'Kleine Gruppe',
  'Walk the streets of the Roman city buried by Vesuvius':
    'Durch die Straßen der vom Vesuv verschütteten Römerstadt spazieren',
  'Guided tour of Pompeii': 'Führung durch Pompeji',
  'Hike to the crater of Vesuvius': 'Wanderung zum Krater des Vesuvs',
  Transport: 'Hin- und Rückfahrt',

  // Day trips from Rome (colosseum-rome-tickets.com).
  'Frecciarossa train to Naples and back': 'Mit dem Frecciarossa nach Neapel und zurück',
  'Guided tour of the ruins of Pompeii': 'Führung durch die Ruinen von Pompeji',
  'Train tickets': 'Zugtickets',
  'Pompeii entry ticket': 'Eintrittskarte für Pompeji',
  'Guided visit of Pompeii': 'Geführter Besuch in Pompeji',
  'Scenic drive along the Amalfi Coast to Positano': 'Panoramafahrt entlang der Amalfiküste bis Positano',
  'Air-conditioned coach': 'Klimatisierter Reisebus',
  'Free time in Positano and Amalfi': 'Freizeit in Positano und Amalfi',
  'Boat ride between the coastal villages (Apr–Oct)': 'Bootsfahrt zwischen den Küstenorten (April–Oktober)',
  'Boat ride in season': 'Bootsfahrt in der Saison',
  'Walking tour of Florence with the Duomo': 'Stadtrundgang durch Florenz mit dem Dom',
  'Photo stop at the Leaning Tower of Pisa': 'Fotostopp am Schiefen Turm von Pisa',
  'Guided walking tour of Florence': 'Geführter Stadtrundgang durch Florenz',
  'See Michelangelo’s David': 'Michelangelos David sehen',
  'Return train tickets from Roma Termini': 'Zugtickets hin und zurück ab Roma Termini',
  'Return train tickets': 'Zugtickets hin und zurück',
  'Accademia Gallery entry': 'Eintritt in die Galleria dell’Accademia',
  'Guide in Florence': 'Reiseleitung in Florenz',
  'Renaissance fountains of Villa d’Este': 'Die Renaissance-Brunnen der Villa d’Este',
  'Ruins of Emperor Hadrian’s country estate': 'Die Ruinen des Landsitzes von Kaiser Hadrian',
  'Entry to both villas': 'Eintritt in beide Villen',
  'Orvieto Cathedral': 'Dom von Orvieto',
  'Basilica of St Francis in Assisi': 'Basilika San Francesco in Assisi',
  'Funicular in Orvieto': 'Standseilbahn in Orvieto',

  // Collection blurbs.
  'Tickets for the hottest Broadway musicals in New York City, with the best seats and prices.':
    'Tickets für die angesagtesten Broadway-Musicals in New York – mit den besten Plätzen und Preisen.',
  'Tickets for the Vienna State Opera, the Volksoper and the musicals of the Raimund Theater and the Ronacher.':
    'Karten für die Wiener Staatsoper, die Volksoper und die Musicals im Raimund Theater und im Ronacher.',
  'Skip-the-line Colosseum tickets and guided tours, including the Roman Forum and Palatine Hill.':
    'Kolosseum-Tickets ohne Anstehen und Führungen, inklusive Forum Romanum und Palatin.',
  'Eiffel Tower tickets with summit access, guided climbs and dinner.':
    'Eiffelturm-Tickets mit Zugang zur Spitze, geführtem Aufstieg und Abendessen.',
  'Timed-entry Louvre tickets and guided tours to the Mona Lisa and beyond.':
    'Louvre-Tickets mit Zeitfenster und Führungen zur Mona Lisa und weiteren Meisterwerken.',
  'Sightseeing, lunch and dinner cruises on the Seine with Bateaux Parisiens, Bateaux Mouches and Vedettes de Paris.':
    'Rundfahrten, Lunch- und Dinner-Kreuzfahrten auf der Seine mit Bateaux Parisiens, Bateaux Mouches und Vedettes de Paris.',
  'Acropolis and Parthenon tickets and guided tours in Athens.':
    'Tickets und Führungen für Akropolis und Parthenon in Athen.',
  'Pompeii archaeological park tickets, guided tours and day trips.':
    'Tickets für den Archäologischen Park Pompeji, Führungen und Tagesausflüge.',
  'Day trips from Rome to Pompeii, the Amalfi Coast, Florence, Tivoli, Orvieto and Assisi.':
    'Tagesausflüge ab Rom nach Pompeji, an die Amalfiküste, nach Florenz, Tivoli, Orvieto und Assisi.',
};
