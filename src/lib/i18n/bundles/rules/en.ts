/** English wording of the business rules (`src/lib/rules`): the typed source that every other language translates. */
export default {
  'rules.discount.cashback': '{value}% cashback',
  'rules.discount.saved': 'Save {value}%',
} as const;
