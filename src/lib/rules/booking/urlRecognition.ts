function pathOf(url: string): string {
  try {
    return new URL(url, 'https://placeholder.invalid').pathname;
  } catch {
    return '';
  }
}

/**
 * A booking-flow URL is any URL whose path contains /book (spec 000 §2), taken literally: /bookmarks/
 * matches too, as in the original product.
 * @example isBookingUrl('https://book.example.com/book/42/select/') === true; isBookingUrl('/paris/?book=1') === false
 */
export function isBookingUrl(url: string | null | undefined): boolean {
  return pathOf(url ?? '').includes('/book');
}

/**
 * A seating-plan page: its path contains seating-plan or seating-chart (spec 000 §2, 001 §2).
 * @example isSeatingPlanUrl('/london/lyceum-theatre-seating-plan/') === true
 */
export function isSeatingPlanUrl(url: string | null | undefined): boolean {
  const path = pathOf(url ?? '').toLowerCase();
  return path.includes('seating-plan') || path.includes('seating-chart');
}
