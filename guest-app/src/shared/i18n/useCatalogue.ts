import { useEffect, useState } from 'react';
import type { LanguageCode } from '@soglia/api-client';
import { loadMessages } from './loadMessages';
import type { Catalogue } from './types';

export interface LoadedCatalogue {
  locale: LanguageCode;
  messages: Catalogue;
}

/**
 * The catalogue of `language` (`load`: the dashboard's unless given); while a new one loads, the
 * previous one stays on screen.
 */
export function useCatalogue(
  language: LanguageCode,
  load: (code: LanguageCode) => Promise<Catalogue> = loadMessages,
): LoadedCatalogue | null {
  const [loaded, setLoaded] = useState<LoadedCatalogue | null>(null);

  useEffect(() => {
    let cancelled = false;
    void load(language).then((messages) => {
      if (!cancelled) setLoaded({ locale: language, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [language, load]);

  return loaded;
}
