import { useCallback } from 'react';
import type { Door, LanguageInstruction } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { TranslationsEditor, translationsKey } from '../../shared/translations';
import { INSTRUCTIONS_MAX, NAME_MAX } from './doorRules';
import {
  doorTranslationCreated,
  doorTranslationDeleted,
  doorTranslationEdited,
  doorTranslationsRequested,
  selectDoorsRequest,
} from './doorsSlice';
import { instructionMessages as m } from './messages';

/**
 * The language-instructions section of 'Modifica Porta': the door's name and its instructions
 * for foreign guests, one per language.
 */
export function DoorTranslations({ door }: { door: Door }) {
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) => selectDoorsRequest(state, translationsKey(door.id)));
  const load = useCallback(() => dispatch(doorTranslationsRequested(door.id)), [dispatch, door.id]);

  return (
    <TranslationsEditor<LanguageInstruction>
      messages={m}
      title={{ name: 'door_name', label: m.doorName, maxLength: NAME_MAX, required: m.required }}
      text={{ name: 'text', label: m.text, maxLength: INSTRUCTIONS_MAX, rows: 4 }}
      // The instructions live on the door: shown once this opening has loaded them.
      translations={status === 'succeeded' ? door.language_instructions : undefined}
      loadFailed={status === 'failed'}
      load={load}
      save={({ language, code, title, text }, instruction) => {
        const input = { door: door.id, language, code, door_name: title.trim(), text };
        return instruction
          ? dispatch(doorTranslationEdited({ id: instruction.id, input })).unwrap()
          : dispatch(doorTranslationCreated(input)).unwrap();
      }}
      remove={(instruction) =>
        dispatch(doorTranslationDeleted({ id: instruction.id, doorId: door.id })).unwrap()
      }
      failureShown="form"
    />
  );
}
