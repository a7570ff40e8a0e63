import type { Phrasebook } from './phraseSet.ts';

/** Italian (it): the texts of the curated products and collections, keyed by their English text. */
export const italian: Phrasebook = {
  // Calls to action.
  'Select seats': 'Scegli i posti',
  'Check availability': 'Verifica disponibilità',

  // Shared exclusions and ticket types.
  'Food and drinks': 'Cibo e bevande',
  'Food and drinks unless stated': 'Cibo e bevande, salvo dove indicato',
  'Hotel pick-up and drop-off': 'Prelievo e rientro in hotel',
  Gratuities: 'Mance',
  'Extra luggage': 'Bagagli extra',
  'General admission': 'Ingresso standard',
  'English tour': 'Tour in inglese',
  'Italian tour': 'Tour in italiano',
  'Spanish tour': 'Tour in spagnolo',
  'French tour': 'Tour in francese',

  // Shared inclusions.
  Guide: 'Guida turistica',
  'Licensed guide': 'Guida turistica abilitata',
  'Archaeologist guide': 'Guida archeologa',
  'Tour leader': 'Accompagnatore',
  Headsets: 'Auricolari',
  'Audio guide': 'Audioguida',
  'Entry ticket': 'Biglietto d’ingresso',
  'Entry tickets': 'Biglietti d’ingresso',
  'Coach from Rome': 'Pullman da Roma',

  // Colosseum (colosseum-rome-tickets.com).
  'Skip the ticket line at the Colosseum': 'Salta la fila alla biglietteria del Colosseo',
  'Walk through the Roman Forum and up the Palatine Hill': 'Passeggia nel Foro Romano e sali sul Palatino',
  'Valid for 24 hours across all three sites': 'Valido 24 ore per tutti e tre i siti',
  'Timed entry to the Colosseum': 'Ingresso al Colosseo con orario prenotato',
  'Entry to the Roman Forum and Palatine Hill': 'Ingresso al Foro Romano e al Palatino',
  'Digital audio guide app': 'App con audioguida digitale',
  'Stand on the arena floor where gladiators fought': 'Calpesta l’arena dove combattevano i gladiatori',
  'Expert guide through the Colosseum and Roman Forum':
    'Una guida esperta ti accompagna nel Colosseo e nel Foro Romano',
  'Small groups of up to 20': 'Piccoli gruppi fino a 20 persone',
  'Arena floor entry': 'Accesso all’arena',
  'Explore the hypogeum beneath the arena': 'Esplora gli ipogei sotto l’arena',
  'Arena floor, Roman Forum and Palatine Hill included': 'Arena, Foro Romano e Palatino inclusi',
  'Underground access': 'Accesso ai sotterranei',
  'Arena access': 'Accesso all’arena',
  'See the Colosseum lit up after dark': 'Ammira il Colosseo illuminato di sera',
  'Small groups and the underground chambers': 'Piccoli gruppi e visita ai sotterranei',
  'Night entry': 'Ingresso serale',
  'Rome’s two unmissable sights in one day': 'Le due tappe imperdibili di Roma in un solo giorno',
  'Skip-the-line entry at both': 'Ingresso salta fila in entrambi',
  'Colosseum tour': 'Visita del Colosseo',
  'Vatican Museums and Sistine Chapel tour': 'Visita dei Musei Vaticani e della Cappella Sistina',

  // Vatican (vatican-museums-tickets.com).
  'Skip the long entrance queue': 'Evita la lunga fila all’ingresso',
  'See Michelangelo’s Sistine Chapel ceiling': 'Ammira la volta della Cappella Sistina di Michelangelo',
  'Raphael Rooms and the Gallery of Maps': 'Le Stanze di Raffaello e la Galleria delle Carte Geografiche',
  'Timed entry to the Vatican Museums': 'Ingresso ai Musei Vaticani con orario prenotato',
  'Sistine Chapel': 'Cappella Sistina',
  'Expert guide through the museums': 'Una guida esperta ti accompagna nei musei',
  'Direct passage to St. Peter’s Basilica': 'Passaggio diretto alla Basilica di San Pietro',
  'Enter before the crowds': 'Entra prima della folla',
  'Sistine Chapel at its quietest': 'La Cappella Sistina nel momento più tranquillo',
  'Early entry': 'Ingresso anticipato',
  'Climb 551 steps to Michelangelo’s dome': 'Sali i 551 gradini della cupola di Michelangelo',
  'Panoramic views over Rome': 'Vista panoramica su Roma',
  'Dome access': 'Accesso alla cupola',
  'Rarely visited papal gardens': 'I giardini dei papi, raramente aperti al pubblico',
  'Museums entry included': 'Ingresso ai Musei incluso',
  'Museums entry': 'Ingresso ai Musei',

  // Rome airport transfers (rome-airport-transfers.com).
  'Driver waits with a name sign': 'L’autista ti aspetta con un cartello con il tuo nome',
  '45 minutes of free waiting time': '45 minuti di attesa gratuita',
  'Door-to-door to your hotel': 'Servizio porta a porta fino al tuo hotel',
  'Private vehicle and driver': 'Veicolo privato con autista',
  'Tolls and parking': 'Pedaggi e parcheggi',
  'Sedan (up to 3)': 'Berlina (fino a 3 persone)',
  'Minivan (up to 7)': 'Minivan (fino a 7 persone)',
  'Meet and greet in arrivals': 'Accoglienza nella sala arrivi',
  'Hotel pick-up at your chosen time': 'Partenza dall’hotel all’orario che preferisci',
  'Fixed price, no meter': 'Prezzo fisso, senza tassametro',
  'Departures every 90 minutes': 'Partenze ogni 90 minuti',
  'Free Wi-Fi on board': 'Wi-Fi gratuito a bordo',
  'Shuttle bus seat': 'Posto sulla navetta',
  'One suitcase': 'Una valigia',
  'One way': 'Solo andata',
  Return: 'Andata e ritorno',
  'Timed to Ryanair and Wizz Air arrivals': 'Orari coordinati con gli arrivi Ryanair e Wizz Air',

  // Acropolis and Pompeii.
  'The Parthenon, Erechtheion and Propylaea': 'Il Partenone, l’Eretteo e i Propilei',
  'Timed entry': 'Ingresso con orario prenotato',
  'Entry to the Acropolis': 'Ingresso all’Acropoli',
  'Small group': 'Piccolo gruppo',
  'Walk the streets of the Roman city buried by Vesuvius':
    'Percorri le strade della città romana sepolta dal Vesuvio',
  'Guided tour of Pompeii': 'Visita guidata di Pompei',
  'Hike to the crater of Vesuvius': 'Escursione fino al cratere del Vesuvio',
  Transport: 'Trasporto andata e ritorno',

  // Day trips from Rome (colosseum-rome-tickets.com).
  'Frecciarossa train to Naples and back': 'Frecciarossa per Napoli andata e ritorno',
  'Guided tour of the ruins of Pompeii': 'Visita guidata degli scavi di Pompei',
  'Train tickets': 'Biglietti del treno',
  'Pompeii entry ticket': 'Biglietto d’ingresso a Pompei',
  'Guided visit of Pompeii': 'Visita guidata di Pompei',
  'Scenic drive along the Amalfi Coast to Positano':
    'Strada panoramica lungo la Costiera Amalfitana fino a Positano',
  'Air-conditioned coach': 'Pullman climatizzato',
  'Free time in Positano and Amalfi': 'Tempo libero a Positano e ad Amalfi',
  'Boat ride between the coastal villages (Apr–Oct)':
    'Giro in barca tra i borghi della costa (aprile–ottobre)',
  'Boat ride in season': 'Giro in barca in stagione',
  'Walking tour of Florence with the Duomo': 'Passeggiata guidata per Firenze con il Duomo',
  'Photo stop at the Leaning Tower of Pisa': 'Sosta fotografica alla Torre pendente di Pisa',
  'Guided walking tour of Florence': 'Visita guidata a piedi di Firenze',
  'See Michelangelo’s David': 'Ammira il David di Michelangelo',
  'Return train tickets from Roma Termini': 'Biglietti del treno andata e ritorno da Roma Termini',
  'Return train tickets': 'Biglietti del treno andata e ritorno',
  'Accademia Gallery entry': 'Ingresso alla Galleria dell’Accademia',
  'Guide in Florence': 'Guida a Firenze',
  'Renaissance fountains of Villa d’Este': 'Le fontane rinascimentali di Villa d’Este',
  'Ruins of Emperor Hadrian’s country estate': 'Le rovine della villa dell’imperatore Adriano',
  'Entry to both villas': 'Ingresso a entrambe le ville',
  'Orvieto Cathedral': 'Il Duomo di Orvieto',
  'Basilica of St Francis in Assisi': 'La Basilica di San Francesco ad Assisi',
  'Funicular in Orvieto': 'Funicolare di Orvieto',

  // Collection blurbs.
  'Skip-the-line Colosseum tickets and guided tours, including the Roman Forum and Palatine Hill.':
    'Biglietti salta fila e visite guidate del Colosseo, con il Foro Romano e il Palatino.',
  'Vatican Museums and Sistine Chapel tickets and tours, with St. Peter’s Basilica.':
    'Biglietti e visite ai Musei Vaticani e alla Cappella Sistina, con la Basilica di San Pietro.',
  'Private and shared transfers between Rome and Fiumicino (FCO) or Ciampino (CIA) airports.':
    'Transfer privati e condivisi tra Roma e gli aeroporti di Fiumicino (FCO) e Ciampino (CIA).',
  'Acropolis and Parthenon tickets and guided tours in Athens.':
    'Biglietti e visite guidate per l’Acropoli e il Partenone ad Atene.',
  'Pompeii archaeological park tickets, guided tours and day trips.':
    'Biglietti per il Parco Archeologico di Pompei, visite guidate e gite di un giorno.',
  'Day trips from Rome to Pompeii, the Amalfi Coast, Florence, Tivoli, Orvieto and Assisi.':
    'Gite di un giorno da Roma a Pompei, in Costiera Amalfitana, a Firenze, Tivoli, Orvieto e Assisi.',
};
