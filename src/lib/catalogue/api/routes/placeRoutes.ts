import type { Route } from '../route.ts';

/** Points of interest, itineraries, media, banners and airports (see docs/catalogue-api.md). */
export const placeRoutes: Route[] = [];
