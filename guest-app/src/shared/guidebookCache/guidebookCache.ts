import { listGuestInfos, type InfoEntry, type LanguageCode } from '@soglia/api-client';

/**
 * The guidebook articles of the guest's apartment, one answer per language: every guidebook
 * section reads the same list, so it is asked for once per language and reused when the guest
 * moves between sections. A failed answer is forgotten, so a retry asks again.
 */
export interface GuidebookCache {
  /** The articles in `language`, from the cache or from GET /api/apartment-info/?language=…. */
  load(language: LanguageCode): Promise<InfoEntry[]>;
  /** The articles already received for `language`, without waiting; undefined if none yet. */
  peek(language: LanguageCode): InfoEntry[] | undefined;
}

export function createGuidebookCache(
  fetchGuidebook: (language: LanguageCode) => Promise<InfoEntry[]> = (language) =>
    listGuestInfos({ language }),
): GuidebookCache {
  const pending = new Map<LanguageCode, Promise<InfoEntry[]>>();
  const received = new Map<LanguageCode, InfoEntry[]>();
  return {
    load(language) {
      let answer = pending.get(language);
      if (!answer) {
        // Not tied to the AbortSignal of the screen that asked first: another section may need
        // the same answer after that screen is gone.
        answer = fetchGuidebook(language).then(
          (entries) => {
            const list = Array.isArray(entries) ? entries : [];
            received.set(language, list);
            return list;
          },
          (error: unknown) => {
            pending.delete(language);
            throw error;
          },
        );
        pending.set(language, answer);
      }
      return answer;
    },
    peek(language) {
      return received.get(language);
    },
  };
}
