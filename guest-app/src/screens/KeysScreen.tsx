import type { GuestProfile } from '@soglia/api-client';
import { StayCard } from '../features/stay';

/**
 * Section 1, keys and check-in: the stay card. The online check-in steps and the doors join it
 * here, each from its own feature.
 */
export function KeysScreen({ profile }: { profile: GuestProfile }) {
  return <StayCard profile={profile} />;
}
