import type { LanguageCode } from '@soglia/api-client';
import type { Catalogue } from './types';

// One lazy chunk per language: only the active catalogue is downloaded.
const loaders: Record<LanguageCode, () => Promise<Catalogue>> = {
  it: () => import(/* webpackChunkName: "i18n-it" */ './catalogues/it').then((m) => m.messages),
  en: () => import(/* webpackChunkName: "i18n-en" */ './catalogues/en').then((m) => m.messages),
  es: () => import(/* webpackChunkName: "i18n-es" */ './catalogues/es').then((m) => m.messages),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ './catalogues/fr').then((m) => m.messages),
  de: () => import(/* webpackChunkName: "i18n-de" */ './catalogues/de').then((m) => m.messages),
};

const cache = new Map<LanguageCode, Promise<Catalogue>>();

/**
 * Loads one catalogue (cached). A chunk that fails to load resolves to an empty catalogue, so the
 * English default messages of the descriptors are shown instead of a broken screen.
 */
export function loadMessages(code: LanguageCode): Promise<Catalogue> {
  let pending = cache.get(code);
  if (!pending) {
    pending = loaders[code]().catch((err: unknown) => {
      console.error(`Could not load the '${code}' translations`, err);
      cache.delete(code);
      return {};
    });
    cache.set(code, pending);
  }
  return pending;
}
