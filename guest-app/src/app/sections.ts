import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { IconName } from '@soglia/ui-kit';
import type { GuestProfile } from '@soglia/api-client';
import { ApartmentSection } from '../features/apartment';
import { ContactsSection } from '../features/contacts';
import { KeysScreen } from '../screens/KeysScreen';
import { ComingSoon } from '../shared/ComingSoon';
import { navigationMessages as m } from './messages';

export interface GuestSection {
  id: string;
  icon: IconName;
  label: MessageDescriptor;
  /** What the section shows, given the guest's profile. */
  Screen: ComponentType<{
    profile: GuestProfile;
    /** Merges changed fields into the profile the whole dashboard shows (SPEC §4). */
    onProfileUpdate?: (patch: Partial<GuestProfile>) => void;
  }>;
}

/**
 * The guest dashboard's sections, in the order of the navigation bar; the first one opens by
 * default. Adding a section is one entry here (and its label in messages.ts and the catalogues).
 */
export const GUEST_SECTIONS: readonly GuestSection[] = [
  { id: 'keys', icon: 'key', label: m.keys, Screen: KeysScreen },
  { id: 'general', icon: 'info', label: m.general, Screen: ComingSoon },
  { id: 'parking', icon: 'parking', label: m.parking, Screen: ComingSoon },
  { id: 'restaurants', icon: 'restaurant', label: m.restaurants, Screen: ComingSoon },
  { id: 'apartment', icon: 'home', label: m.apartment, Screen: ApartmentSection },
  { id: 'contacts', icon: 'phone', label: m.contacts, Screen: ContactsSection },
];
