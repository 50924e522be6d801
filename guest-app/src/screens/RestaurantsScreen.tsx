import { GuidebookSection } from '../features/guidebook';

/** Section 4: where to eat. */
export function RestaurantsScreen() {
  return <GuidebookSection section="restaurants" />;
}
