import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  type InfoEntry,
  type LanguageCode,
} from '@soglia/api-client';
import { useRequest, type RequestResult } from '../useRequest';
import { createGuidebookCache, type GuidebookCache } from './guidebookCache';

const GuidebookCacheContext = createContext<GuidebookCache | null>(null);

/** Holds one guidebook cache for everything below it (app/ mounts it once per guest session). */
export function GuidebookCacheProvider({
  cache,
  children,
}: {
  /** A given cache (tests, stories); by default a new one for this provider's lifetime. */
  cache?: GuidebookCache;
  children: ReactNode;
}) {
  const [own] = useState(() => cache ?? createGuidebookCache());
  return <GuidebookCacheContext.Provider value={own}>{children}</GuidebookCacheContext.Provider>;
}

/**
 * A failed guidebook load is logged; the section also offers a retry
 * (docs/product.md § Notices and errors).
 */
function logFailure(error: unknown) {
  console.error('Could not load the guidebook', error);
}

/**
 * The guidebook articles in the language the guest reads the app in (the active catalogue's
 * locale, so texts of the app and of the host change together). Cached per language: moving
 * between sections asks nothing; a language change asks once for the new language.
 */
export function useGuestGuidebook(): RequestResult<InfoEntry[]> {
  const cache = useContext(GuidebookCacheContext);
  if (!cache) throw new Error('useGuestGuidebook needs an GuidebookCacheProvider above it');
  const { locale } = useIntl();
  const language: LanguageCode = isLanguageCode(locale) ? locale : DEFAULT_LANGUAGE;
  const load = useCallback(() => cache.load(language), [cache, language]);
  const request = useRequest(load, { onError: logFailure });
  const cached = cache.peek(language);
  // Received for this language: shown at once (no spinner for a frame when coming back).
  if (cached) return { status: 'ready', data: cached, retry: request.retry };
  // 'ready' without this language in the cache is the previous language's answer, still there
  // for the one render before the new request starts: never show it under the new language.
  if (request.status === 'ready') return { status: 'loading', retry: request.retry };
  return request;
}
