import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { IconName } from '@soglia/ui-kit';
import { KeysScreen } from '../screens/KeysScreen';
import { navigationMessages as m } from './messages';
import { lazySection, type LazySectionScreen, type SectionProps } from './lazySection';

export interface GuestSection {
  id: string;
  icon: IconName;
  label: MessageDescriptor;
  /**
   * What the section shows, given the guest's profile. Every section but the first is a lazy
   * chunk: the stay card never waits for the guidebook's code, and a section's code is
   * downloaded only when the guest opens it (budget: `npm run check:size`).
   */
  Screen: ComponentType<SectionProps> | LazySectionScreen;
}

/**
 * The guest dashboard's sections, in the order of the navigation bar; the first one opens by
 * default. Adding a section is one entry here (and its label in messages.ts and the catalogues).
 */
export const GUEST_SECTIONS: readonly GuestSection[] = [
  { id: 'keys', icon: 'key', label: m.keys, Screen: KeysScreen },
  {
    id: 'general',
    icon: 'info',
    label: m.general,
    Screen: lazySection(() =>
      import(/* webpackChunkName: "section-general" */ '../screens/GeneralScreen').then(
        (module) => module.GeneralScreen,
      ),
    ),
  },
  {
    id: 'parking',
    icon: 'parking',
    label: m.parking,
    Screen: lazySection(() =>
      import(/* webpackChunkName: "section-parking" */ '../screens/ParkingScreen').then(
        (module) => module.ParkingScreen,
      ),
    ),
  },
  {
    id: 'restaurants',
    icon: 'restaurant',
    label: m.restaurants,
    Screen: lazySection(() =>
      import(/* webpackChunkName: "section-restaurants" */ '../screens/RestaurantsScreen').then(
        (module) => module.RestaurantsScreen,
      ),
    ),
  },
  {
    id: 'apartment',
    icon: 'home',
    label: m.apartment,
    Screen: lazySection(() =>
      import(/* webpackChunkName: "section-apartment" */ '../screens/ApartmentScreen').then(
        (module) => module.ApartmentScreen,
      ),
    ),
  },
  {
    id: 'contacts',
    icon: 'phone',
    label: m.contacts,
    Screen: lazySection(() =>
      import(/* webpackChunkName: "section-contacts" */ '../screens/ContactsScreen').then(
        (module) => module.ContactsScreen,
      ),
    ),
  },
];

export const isLazySection = (Screen: GuestSection['Screen']): Screen is LazySectionScreen =>
  typeof (Screen as LazySectionScreen).reset === 'function';
