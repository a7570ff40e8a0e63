/** `?group=sent|error`: the page a group request comes back to (POST-redirect-GET, docs/forms.md). */
export const GROUP_PARAM = 'group';
/** `?subscribed=1`: the page an email sign-up comes back to (spec 001 §7). */
export const SUBSCRIBED_PARAM = 'subscribed';
