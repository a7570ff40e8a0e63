/**
 * The component of each page kind, keyed by the page-kind registry's kind
 * (src/lib/views/registry/pageKinds.ts). The registry itself stays free of components so the sitemap
 * and unit tests use it without Astro; this map is typed by it: a kind without a component, or a
 * component that does not take its kind's view, fails `astro check` (docs/decisions.md).
 */
import type { FormState } from '../../lib/subscriptions/subscribeForm';
import type { ViewKind, ViewOf } from '../../lib/views/registry/pageKinds';
import CategoryPage from './CategoryPage.astro';
import CityPage from './CityPage.astro';
import CollectionPage from './CollectionPage.astro';
import ContentGuidePage from '../../features/contentPage/components/ContentGuidePage.astro';
import ContentPage from './ContentPage.astro';
import CruisesPage from '../../features/cruises/components/CruisesPage.astro';
import DayTripsPage from '../../features/dayTrips/components/DayTripsPage.astro';
import GlobalPage from '../../features/global/components/GlobalPage.astro';
import HohoPage from '../../features/hoho/components/HohoPage.astro';
import NewsPage from '../../features/news/components/NewsPage.astro';
import ReviewsPage from '../../features/reviews/components/ReviewsPage.astro';
import SearchPage from './SearchPage.astro';
import SeatingPlanPage from '../../features/venue/components/SeatingPlanPage.astro';
import ShoulderPage from '../../features/shoulder/components/ShoulderPage.astro';
import ShowPage from './ShowPage.astro';
import TransferPage from '../../features/transfers/components/TransferPage.astro';
import VenuePage from '../../features/venue/components/VenuePage.astro';

/** A component that renders the view of one kind (and the sign-up form, when its kind owns it). */
type KindComponent<K extends ViewKind> = (props: {
  view: ViewOf<K>;
  form?: FormState | undefined;
}) => unknown;

export const PAGE_COMPONENTS: { readonly [K in ViewKind]: KindComponent<K> } = {
  search: SearchPage,
  global: GlobalPage,
  show: ShowPage,
  reviews: ReviewsPage,
  venue: VenuePage,
  news: NewsPage,
  seatingPlan: SeatingPlanPage,
  contentPage: ContentGuidePage,
  city: CityPage,
  transfers: TransferPage,
  cruises: CruisesPage,
  hopOnHopOff: HohoPage,
  category: CategoryPage,
  dayTrips: DayTripsPage,
  collection: CollectionPage,
  shoulder: ShoulderPage,
  content: ContentPage,
};
