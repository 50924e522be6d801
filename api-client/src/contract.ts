// The contract between the shell and the two remotes (`owner/App`, `guest/App`): what a remote
// App receives, where it lives (areas.mjs) and what its page preloads, which languages exist and
// which cookies the front ends share.
// The shell and both remotes import it from here, so they cannot drift apart.
import type { RemoteName } from './areas.mjs';
import type { LanguageCode } from './common';

export {
  REMOTE_AREAS,
  REMOTE_BASE_PATHS,
  areaOfPath,
  type RemoteArea,
  type RemoteName,
} from './areas.mjs';

/**
 * Props of a remote's App. The shell passes the guest's language and takes its picks back
 * (it saves the language cookie and re-renders with the new `language`). A remote that runs on
 * its own (development harness, Storybook) gets no props and keeps the language itself.
 * The owner console is Italian only and ignores both.
 * Whoever renders a remote's App provides ui-kit's theme and global styles around it
 * (`SogliaThemeProvider`: the shell's, the harness's, Storybook's); the guest relies on it.
 */
export interface RemoteAppProps {
  language?: LanguageCode;
  onLanguageChange?: (code: LanguageCode) => void;
}

/**
 * Chunks of a remote's ./App, by their webpackChunkName, that the shell's page preloads for a
 * visitor whose language is known (the `language` cookie), `{language}` standing for its code:
 * `withApp` beside the App's first files, `later` at low priority after everything else. The
 * remote's build writes their files into its contract.json for the shell's server, and fails
 * when one of them is not a chunk of it (docs/adr/0022).
 */
export interface RemotePreload {
  withApp: readonly string[];
  later: readonly string[];
}

export const REMOTE_PRELOADS: Readonly<Record<RemoteName, RemotePreload>> = {
  owner: { withApp: [], later: [] },
  guest: {
    // The dashboard's texts in the guest's language (guest-app/src/shared/i18n/loadMessages.ts).
    withApp: ['i18n-{language}'],
    // Below the stay card: the doors and check-in forms (guest-app/src/screens/KeysScreen.tsx)
    // and their texts.
    later: ['keys-checkin', 'keys-i18n-{language}'],
  },
};

/** The guest languages in the order they are offered, each named in its own language. */
export const LANGUAGES: readonly { code: LanguageCode; label: string }[] = [
  { code: 'it', label: 'Italiano' },
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
];

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map(({ code }) => code);

/** Language of a guest who has not picked one. */
export const DEFAULT_LANGUAGE: LanguageCode = 'it';
/** Language shown where a translation is missing. */
export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** First-party cookies the front ends read or write (the CSRF one is set by the API). */
export const COOKIES = {
  /** The guest's language: set by the shell, read by the guest remote when it runs alone. */
  language: 'language',
  /** 'accepted' once the guest accepted the privacy notice. */
  consent: 'privacy_consent',
  /**
   * Local storage key of the login token (sent as the Authorization header). Not a cookie: a
   * cookie readable by scripts would only widen its exposure, and the API never reads one.
   */
  token: 'token',
  /** '1' while a token is stored: the shell's server preloads the area's files. Not a secret. */
  signedIn: 'signed_in',
  /** Double-submit CSRF cookie, echoed in the X-CSRFToken header on unsafe calls. */
  csrf: 'csrftoken',
} as const;

/**
 * Header of an answer the shell's service worker gives from its cache instead of the network:
 * when it was fetched (ISO 8601). http.ts reads it, so a screen can say what it shows is not live
 * (docs/adr/0032-guest-offline-service-worker.md).
 */
export const CACHED_AT_HEADER = 'x-soglia-cached-at';
