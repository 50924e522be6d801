import { useCallback } from 'react';
import type { LanguageInformation } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TranslationsEditor, translationsKey } from '../../shared/translations';
import {
  selectInfosRequest,
  selectTranslationsOf,
  translationCreated,
  translationDeleted,
  translationEdited,
  translationsRequested,
} from './infosSlice';
import { INFO_MAX, TITLE_MAX } from './infoRules';
import { translationMessages as m } from './messages';

/**
 * The translations section of 'Aggiorna Informazione': the entry's title and text, one
 * translation per language.
 */
export function InfoTranslations({ infoId }: { infoId: number }) {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) => selectInfosRequest(state, translationsKey(infoId)));
  const translations = useAppSelector((state) => selectTranslationsOf(state, infoId));
  const load = useCallback(() => dispatch(translationsRequested(infoId)), [dispatch, infoId]);

  return (
    <TranslationsEditor<LanguageInformation>
      messages={m}
      title={{ name: 'title', label: m.title, maxLength: TITLE_MAX, required: m.titleRequired }}
      text={{ name: 'info', label: m.info, maxLength: INFO_MAX, rows: 5, required: m.infoRequired }}
      translations={translations}
      loadFailed={status === 'failed'}
      load={load}
      save={({ language, code, title, text }, translation) => {
        const input = { apartment_info: infoId, language, code, title, info: text };
        return translation
          ? dispatch(translationEdited({ id: translation.id, input })).unwrap()
          : dispatch(translationCreated(input)).unwrap();
      }}
      remove={(translation) =>
        dispatch(translationDeleted({ id: translation.id, infoId })).unwrap()
      }
    />
  );
}
