/** English strings of the email sign-up form: the typed source. */
export default {
  'subscribe.heading': 'Get travel tips and offers',
  'subscribe.intro':
    'New experiences, special deals and insider tips, straight to your inbox. Unsubscribe anytime.',
  'subscribe.label': 'Email address',
  'subscribe.button': 'Sign up',
  'subscribe.thankYou': 'Thank you! You’re subscribed.',
  'subscribe.unavailable': 'We couldn’t sign you up just now. Please try again in a moment.',
} as const;
