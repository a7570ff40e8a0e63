/** Private airport transfers' free wait: a fact of the catalogue's transfer products (its contract). */
export { PRIVATE_TRANSFER_FREE_WAIT_MINUTES } from '@storefront/catalogue/contract';
