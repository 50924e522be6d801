import type { LanguageCode } from '@soglia/api-client';
import type { Catalogue } from './types';

type Loaders = Record<LanguageCode, () => Promise<Catalogue>>;

// One lazy chunk per language: only the active catalogue is downloaded, and of it only the
// dashboard's texts (the keys section's stay out, see keysLoaders). The shell's page preloads
// both by their chunk names (REMOTE_PRELOADS in api-client's contract.ts; the build checks them).
const loaders: Loaders = {
  it: () =>
    import(/* webpackChunkName: "i18n-it" */ './catalogues/it').then((m) => m.dashboardMessages),
  en: () =>
    import(/* webpackChunkName: "i18n-en" */ './catalogues/en').then((m) => m.dashboardMessages),
  es: () =>
    import(/* webpackChunkName: "i18n-es" */ './catalogues/es').then((m) => m.dashboardMessages),
  fr: () =>
    import(/* webpackChunkName: "i18n-fr" */ './catalogues/fr').then((m) => m.dashboardMessages),
  de: () =>
    import(/* webpackChunkName: "i18n-de" */ './catalogues/de').then((m) => m.dashboardMessages),
};

// The keys section's texts (doors, check-in): more than half of a catalogue, needed only below
// the stay card, so a chunk per language of their own, asked for with that section's code.
const keysLoaders: Loaders = {
  it: () =>
    import(/* webpackChunkName: "keys-i18n-it" */ './catalogues/keys/it').then(
      (m) => m.keysMessages,
    ),
  en: () =>
    import(/* webpackChunkName: "keys-i18n-en" */ './catalogues/keys/en').then(
      (m) => m.keysMessages,
    ),
  es: () =>
    import(/* webpackChunkName: "keys-i18n-es" */ './catalogues/keys/es').then(
      (m) => m.keysMessages,
    ),
  fr: () =>
    import(/* webpackChunkName: "keys-i18n-fr" */ './catalogues/keys/fr').then(
      (m) => m.keysMessages,
    ),
  de: () =>
    import(/* webpackChunkName: "keys-i18n-de" */ './catalogues/keys/de').then(
      (m) => m.keysMessages,
    ),
};

/**
 * One catalogue per language, loaded once (cached). A chunk that fails to load resolves to an
 * empty catalogue, so the English default messages of the descriptors are shown instead of a
 * broken screen.
 */
function cachedLoader(load: Loaders): (code: LanguageCode) => Promise<Catalogue> {
  const cache = new Map<LanguageCode, Promise<Catalogue>>();
  return (code) => {
    let pending = cache.get(code);
    if (!pending) {
      pending = load[code]().catch((err: unknown) => {
        console.error(`Could not load the '${code}' translations`, err);
        cache.delete(code);
        return {};
      });
      cache.set(code, pending);
    }
    return pending;
  };
}

/** The dashboard's catalogue of a language: every text but the keys section's. */
export const loadMessages = cachedLoader(loaders);

/** The keys section's texts of a language (screens/KeysCheckin.tsx, through KeysMessages). */
export const loadKeysMessages = cachedLoader(keysLoaders);
