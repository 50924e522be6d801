import { useCallback } from 'react';
import type { LanguageInformation } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TranslationsEditor, translationsKey } from '../../shared/translations';
import {
  selectGuidebookRequest,
  selectTranslationsOf,
  translationCreated,
  translationDeleted,
  translationEdited,
  translationsRequested,
} from './guidebookSlice';
import { INFO_MAX, TITLE_MAX } from './guidebookRules';
import { translationMessages as m } from './messages';

/**
 * The translations section of 'Aggiorna Informazione': the entry's title and text, one
 * translation per language.
 */
export function GuidebookTranslations({ entryId }: { entryId: number }) {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) =>
    selectGuidebookRequest(state, translationsKey(entryId)),
  );
  const translations = useAppSelector((state) => selectTranslationsOf(state, entryId));
  const load = useCallback(() => dispatch(translationsRequested(entryId)), [dispatch, entryId]);

  return (
    <TranslationsEditor<LanguageInformation>
      messages={m}
      title={{ name: 'title', label: m.title, maxLength: TITLE_MAX, required: m.titleRequired }}
      text={{ name: 'info', label: m.info, maxLength: INFO_MAX, rows: 5, required: m.infoRequired }}
      translations={translations}
      loadFailed={status === 'failed'}
      load={load}
      save={({ language, code, title, text }, translation) => {
        const input = { apartment_info: entryId, language, code, title, info: text };
        return translation
          ? dispatch(translationEdited({ id: translation.id, input })).unwrap()
          : dispatch(translationCreated(input)).unwrap();
      }}
      remove={(translation) =>
        dispatch(translationDeleted({ id: translation.id, entryId })).unwrap()
      }
    />
  );
}
