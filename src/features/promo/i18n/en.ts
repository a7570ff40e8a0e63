/** English UI strings of the booking box's promo-code form: the typed source. */
export default {
  'promo.label': 'Promo code',
  'promo.apply': 'Apply',
  'promo.applied': 'Promo code {code} applied',
  'promo.remove': 'Remove code',
  'promo.originalPrice': 'Original price',
  'promo.newPrice': 'Price with code',
  'promo.youSave': 'You save {amount}',
  'promo.error.unknown': 'This code isn’t valid. Check the spelling and try again.',
  'promo.error.notStarted': 'This code isn’t active yet. Try again once the offer has started.',
  'promo.error.expired': 'This code has expired.',
  'promo.error.notApplicable': 'This code can’t be used for this experience.',
  'promo.error.wrongCurrency':
    'This code only applies to prices in {currency}. Change the currency to {currency} to use it.',
  'promo.error.unavailable':
    'We can’t check promo codes right now. Please try again in a moment, or book without a code.',
  'promo.error.tooMany': 'Too many attempts. Please wait a moment and try again.',
};
