/**
 * Review sentences per language and rating band, combined by the generator into short,
 * plausible reviews. Reviews are written in several languages, as on the real sites.
 */
type Band = 'good' | 'mixed' | 'bad';

export const REVIEW_LANGUAGES = ['en', 'en', 'en', 'en', 'en', 'es', 'fr', 'it', 'de', 'pt', 'nl'] as const;

export const REVIEW_PHRASES: Record<(typeof REVIEW_LANGUAGES)[number], Record<Band, readonly string[]>> = {
  en: {
    good: [
      'Absolutely worth it.',
      'The guide was knowledgeable and funny.',
      'Skipping the queue saved us hours.',
      'Easy to book and the mobile ticket worked perfectly.',
      'One of the highlights of our trip.',
      'Great seats with a clear view of the stage.',
      'Well organised from start to finish.',
      'Would definitely recommend to friends.',
    ],
    mixed: [
      'Good experience but quite crowded.',
      'A bit pricey for what you get.',
      'The meeting point was hard to find.',
      'Nice, though the audio guide was patchy.',
      'Decent, but we waited longer than expected.',
    ],
    bad: [
      'Disappointing overall.',
      'We waited over an hour despite the ticket.',
      'The guide was hard to hear.',
      'Not worth the money.',
      'Poor communication about the start time.',
    ],
  },
  es: {
    good: [
      'Vale totalmente la pena.',
      'El guía fue muy ameno y sabía mucho.',
      'Nos ahorramos muchas colas.',
      'Muy fácil de reservar.',
      'Lo mejor del viaje.',
    ],
    mixed: [
      'Bien, pero había mucha gente.',
      'Un poco caro para lo que ofrece.',
      'El punto de encuentro no estaba claro.',
    ],
    bad: ['Muy decepcionante.', 'Esperamos más de una hora.', 'No lo recomiendo.'],
  },
  fr: {
    good: [
      'Ça vaut vraiment le coup.',
      'Guide passionnant et drôle.',
      'Pas de file d’attente, parfait.',
      'Réservation simple et billet sur mobile.',
      'Un moment inoubliable.',
    ],
    mixed: [
      'Bien mais beaucoup de monde.',
      'Un peu cher pour ce que c’est.',
      'Point de rendez-vous difficile à trouver.',
    ],
    bad: ['Très déçus.', 'Plus d’une heure d’attente malgré le billet.', 'À éviter.'],
  },
  it: {
    good: [
      'Ne vale assolutamente la pena.',
      'Guida preparata e simpatica.',
      'Abbiamo saltato la fila, ottimo.',
      'Prenotazione facilissima.',
      'Esperienza indimenticabile.',
    ],
    mixed: ['Bello ma molto affollato.', 'Un po’ caro.', 'Punto d’incontro poco chiaro.'],
    bad: ['Deludente.', 'Abbiamo aspettato più di un’ora.', 'Non lo consiglio.'],
  },
  de: {
    good: [
      'Hat sich absolut gelohnt.',
      'Der Guide war kompetent und witzig.',
      'Ohne Anstehen – super.',
      'Einfach zu buchen, Handyticket hat funktioniert.',
      'Ein Highlight unserer Reise.',
    ],
    mixed: ['Gut, aber sehr voll.', 'Etwas teuer für das Gebotene.', 'Treffpunkt schwer zu finden.'],
    bad: ['Enttäuschend.', 'Trotz Ticket über eine Stunde gewartet.', 'Nicht empfehlenswert.'],
  },
  pt: {
    good: ['Valeu muito a pena.', 'O guia era excelente.', 'Sem filas, perfeito.', 'Reserva muito fácil.'],
    mixed: ['Bom, mas muito cheio.', 'Um pouco caro.'],
    bad: ['Decepcionante.', 'Esperamos mais de uma hora.'],
  },
  nl: {
    good: [
      'Zeker de moeite waard.',
      'Leuke en deskundige gids.',
      'Geen wachtrij, top.',
      'Makkelijk te boeken.',
    ],
    mixed: ['Leuk, maar erg druk.', 'Beetje prijzig.'],
    bad: ['Teleurstellend.', 'Meer dan een uur gewacht.'],
  },
};

export const AUTHOR_FIRST_NAMES = [
  'Emma',
  'Liam',
  'Sofia',
  'Lucas',
  'Chloé',
  'Marco',
  'Giulia',
  'Hannah',
  'Jonas',
  'Mateo',
  'Lucía',
  'Noah',
  'Olivia',
  'Ana',
  'Pedro',
  'Sanne',
  'Daan',
  'Aisha',
  'Kenji',
  'Priya',
  'James',
  'Charlotte',
  'Ahmed',
  'Mia',
  'Oliver',
  'Léa',
  'Tom',
  'Isabella',
  'David',
  'Sarah',
];
export const AUTHOR_COUNTRIES = [
  'GB',
  'US',
  'FR',
  'IT',
  'ES',
  'DE',
  'NL',
  'PT',
  'IN',
  'AU',
  'CA',
  'AE',
  'SG',
  'BR',
  'MX',
];

export function bandOf(rating: number): Band {
  return rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
}
