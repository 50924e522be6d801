import type { GuestProfile } from '@soglia/api-client';
import { CinCard } from '../features/apartment';
import { GuidebookSection } from '../features/guidebook';

/**
 * Section 5, apartment and room: the CIN of the apartment, then the apartment's articles and the
 * articles of the guest's room (docs/product.md § The guest flow).
 */
export function ApartmentScreen({ profile }: { profile: GuestProfile }) {
  return (
    <GuidebookSection
      section="apartment"
      roomName={profile.room_name}
      before={<CinCard profile={profile} />}
    />
  );
}
