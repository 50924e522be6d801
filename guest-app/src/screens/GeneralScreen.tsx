import { GuidebookSection } from '../features/guidebook';

/** Section 2, general information: the general, services and places-to-visit articles. */
export function GeneralScreen() {
  return <GuidebookSection section="general" />;
}
