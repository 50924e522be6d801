import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { IconName } from '@soglia/ui-kit';
import { lazyScreen } from '../shared/LazyScreen';
import { paths, routePatterns } from '../shared/routing';
import { navigationMessages as m } from './messages';

export interface OwnerRoute {
  /** wouter pattern, relative to /owners. */
  pattern: string;
  screen: ComponentType;
}

export interface OwnerSection {
  id: string;
  icon: IconName;
  label: MessageDescriptor;
  /** Where its navigation button leads. */
  path: string;
  /** Every URL the section shows; the navigation marks the section active on any of them. */
  routes: readonly OwnerRoute[];
}

/**
 * The console's sections, in the order of the top navigation; the first is the home (`/owners`).
 * Adding a section is one entry here (and its label in messages.ts and its path in
 * shared/routing). Every screen is downloaded when one of its URLs first opens, so that a
 * section's first screen pays for no other section.
 */
export const OWNER_SECTIONS: readonly OwnerSection[] = [
  {
    id: 'apartments',
    icon: 'building',
    label: m.apartments,
    path: paths.apartments,
    routes: [
      {
        pattern: routePatterns.apartments,
        screen: lazyScreen(() =>
          import('../screens/ApartmentsScreen').then((screens) => screens.ApartmentsScreen),
        ),
      },
      {
        pattern: routePatterns.apartment,
        screen: lazyScreen(() =>
          import('../screens/ApartmentDetailScreen').then(
            (screens) => screens.ApartmentDetailScreen,
          ),
        ),
      },
    ],
  },
  {
    id: 'checkinProfiles',
    icon: 'key',
    label: m.checkinProfiles,
    path: paths.checkinProfiles,
    routes: [
      {
        pattern: paths.checkinProfiles,
        screen: lazyScreen(() =>
          import('../screens/CheckinProfilesScreen').then(
            (screens) => screens.CheckinProfilesScreen,
          ),
        ),
      },
    ],
  },
  {
    id: 'stays',
    icon: 'calendar',
    label: m.stays,
    path: paths.stays,
    routes: [
      {
        pattern: routePatterns.stays,
        screen: lazyScreen(() =>
          import('../screens/StaysScreen').then((screens) => screens.StaysScreen),
        ),
      },
      // Before the stay's pattern, which would take 'alloggiati' for a stay id.
      {
        pattern: routePatterns.alloggiati,
        screen: lazyScreen(() =>
          import('../screens/AlloggiatiScreen').then((screens) => screens.AlloggiatiScreen),
        ),
      },
      {
        pattern: routePatterns.stay,
        screen: lazyScreen(() =>
          import('../screens/StayDetailScreen').then((screens) => screens.StayDetailScreen),
        ),
      },
      {
        pattern: routePatterns.stayGuest,
        screen: lazyScreen(() =>
          import('../screens/GuestDocumentScreen').then((screens) => screens.GuestDocumentScreen),
        ),
      },
    ],
  },
  {
    id: 'guidebook',
    icon: 'info',
    label: m.guidebook,
    path: paths.guidebook,
    routes: [
      {
        pattern: paths.guidebook,
        screen: lazyScreen(() =>
          import('../screens/GuidebookScreen').then((screens) => screens.GuidebookScreen),
        ),
      },
    ],
  },
];
