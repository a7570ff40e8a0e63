/** The booking box's element id: the sticky booking bar on phones jumps to it (works without JavaScript). */
export const BOOKING_BOX_ID = 'booking-box';
