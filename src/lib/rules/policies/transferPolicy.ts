/**
 * Private airport transfers wait this many minutes for free (spec 001 §3, §9). Import-free: the
 * catalogue's transfer search uses it as well as the pages.
 */
export const PRIVATE_TRANSFER_FREE_WAIT_MINUTES = 45;
