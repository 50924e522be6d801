import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Spinner, Stack } from '@soglia/ui-kit';
import { isLanguageCode, type GuestProfile } from '@soglia/api-client';
import { StayCard } from '../features/stay';
import { loadKeysMessages } from '../shared/i18n';

export interface KeysScreenProps {
  profile: GuestProfile;
  /** Merges changed profile fields into the dashboard's (docs/product.md § The guest flow). */
  onProfileUpdate?: (patch: Partial<GuestProfile>) => void;
}

// The doors and the check-in forms (with the Italian checks) are a chunk of their own: the stay
// card paints first, then they download (the size bench holds "keys-checkin" back to prove it).
// The shell's page preloads it by this name (REMOTE_PRELOADS in api-client's contract.ts).
const loadKeysCheckin = () =>
  import(/* webpackChunkName: "keys-checkin" */ './KeysCheckin').then((module) => ({
    default: module.KeysCheckin,
  }));
let KeysCheckin = lazy(loadKeysCheckin);

/**
 * Section 1, keys and check-in: the stay card, then (see KeysCheckin) what the room data says
 * (missing check-in steps, when access opens, or the doors) and the online check-in forms still
 * to fill in.
 */
function KeysScreenView({ profile, onProfileUpdate }: KeysScreenProps) {
  // Local merge too, so the screen works where no parent keeps the profile (stories, tests).
  const [patch, setPatch] = useState<Partial<GuestProfile>>({});
  const current = { ...profile, ...patch };
  const { locale } = useIntl();
  // The doors' and forms' texts download beside their code, not after it.
  useEffect(() => {
    if (isLanguageCode(locale)) void loadKeysMessages(locale);
  }, [locale]);

  const update = (changed: Partial<GuestProfile>) => {
    setPatch((previous) => ({ ...previous, ...changed }));
    onProfileUpdate?.(changed);
  };

  return (
    <Stack gap="xl">
      <StayCard profile={current} />
      <Suspense
        fallback={
          <Stack align="center" padding="xl">
            <Spinner size="lg" />
          </Stack>
        }
      >
        <KeysCheckin profile={current} onProfileUpdate={update} />
      </Suspense>
    </Stack>
  );
}

/**
 * A failed download of the doors and forms reaches the section's boundary ("Try again"), whose
 * retry calls `reset` (as for a lazy section) so the next render downloads the chunk again.
 */
export const KeysScreen = Object.assign(KeysScreenView, {
  reset() {
    KeysCheckin = lazy(loadKeysCheckin);
  },
});
