import type { GuestProfile } from '@soglia/api-client';
import { ContactsSection } from '../features/contacts';

/** Section 6: the host's phone (call, chat), email and address (maps), each only if given. */
export function ContactsScreen({ profile }: { profile: GuestProfile }) {
  return <ContactsSection profile={profile} />;
}
