/** The catalogue's sales channel cookie (spec 000 §6: forwarded as `x-channel` when it exists). */
export const CHANNEL_COOKIE_NAME = 'channel';

/**
 * The sales channels the storefront forwards (issue 20 §1: a channel from an allow-list). The spec
 * names the cookie, not its values; these are the channels a reseller's catalogue prices differently
 * (docs/decisions.md). Anything else is dropped: not forwarded, not a cache variation.
 */
export const SALES_CHANNELS = ['web', 'app', 'affiliate', 'partner', 'b2b'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/**
 * @example channelOf(' App ') === 'app'
 * @example channelOf('junk') === ''
 */
export function channelOf(value: string | undefined): SalesChannel | '' {
  const channel = value?.trim().toLowerCase();
  return (SALES_CHANNELS as readonly string[]).includes(channel ?? '') ? (channel as SalesChannel) : '';
}
