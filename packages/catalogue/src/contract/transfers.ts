/** Private airport transfers wait this many minutes for free (spec 001 §3, §9): the catalogue's transfer
 * answers carry it and the pages say it. */
export const PRIVATE_TRANSFER_FREE_WAIT_MINUTES = 45;
