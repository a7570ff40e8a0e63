/** English UI strings of the booking path (issue 21 §2): times left, trust by the price, the sticky
 * booking bar, transfer departures that moved; the typed source. */
export default {
  'booking.noTimesLeftToday': 'No times are left today. Please choose another day.',
  'booking.reserveNowPayLater': 'Reserve now, pay later',
  'booking.trust': 'Why book with us',
  'booking.bar': 'Price and availability',
  'booking.timeMoved': 'You asked for {asked}: the next departure is at {time}.',
  'booking.returnTimeMoved': 'Return: you asked for {asked}; the next departure is at {time}.',
} as const;
