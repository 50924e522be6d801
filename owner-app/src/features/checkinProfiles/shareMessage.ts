import type { CheckinProfile } from '@soglia/api-client';
import { formatDate } from './format';

/** Where guests log in: this console's own origin, so it is right on every deployment. */
export function loginUrl(origin: string = window.location.origin): string {
  return `${origin}/login`;
}

export interface ShareContent {
  title: string;
  text: string;
}

/**
 * The message a host sends a guest by chat: the login address and the credentials, in Italian
 * and then in English (the guest picks one of five languages once logged in).
 */
export function credentialsMessage(
  profile: Pick<
    CheckinProfile,
    'name' | 'apartment_name' | 'check_in_date' | 'check_out_date' | 'username' | 'psw'
  >,
  url: string = loginUrl(),
): ShareContent {
  const dates = `${formatDate(profile.check_in_date)} – ${formatDate(profile.check_out_date)}`;
  const text = [
    `Ciao ${profile.name}! Ecco le credenziali per il check-in online e l'accesso a ${profile.apartment_name} (${dates}).`,
    `Accedi qui: ${url}`,
    `Utente: ${profile.username}`,
    `Password: ${profile.psw}`,
    '',
    `Hi ${profile.name}! Here are your credentials for online check-in and access to ${profile.apartment_name} (${dates}).`,
    `Log in here: ${url}`,
    `Username: ${profile.username}`,
    `Password: ${profile.psw}`,
  ].join('\n');
  return { title: `${profile.apartment_name}: check-in online`, text };
}
