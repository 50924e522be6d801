import { GuidebookSection } from '../features/guidebook';

/** Section 3: the host's parking articles. */
export function ParkingScreen() {
  return <GuidebookSection section="parking" />;
}
