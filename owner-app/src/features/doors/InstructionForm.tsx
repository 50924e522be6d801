import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  TRANSLATION_LANGUAGES,
  translationCodeOf,
  type LanguageInstruction,
  type TranslationLanguage,
} from '@soglia/api-client';
import { Button, Select, Stack, Text, Textarea, TextInput } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyServerErrors, fieldProps, inItalian } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { isRequestFailure } from '../../shared/requests';
import { INSTRUCTIONS_MAX, NAME_MAX } from './doorRules';
import {
  languageInstructionCreated,
  languageInstructionDeleted,
  languageInstructionEdited,
  selectDoorsRequest,
} from './doorsSlice';
import { instructionMessages as m } from './messages';

interface InstructionValues {
  language: TranslationLanguage | '';
  door_name: string;
  text: string;
}

export interface InstructionFormProps {
  doorId: number;
  /** The instruction to edit; without it the form adds one. */
  instruction?: LanguageInstruction;
  /** Languages the door already has (a second one per language is refused). */
  taken: readonly TranslationLanguage[];
}

const DUPLICATE = "Esiste già un'istruzione per questa lingua.";

/** Adds one language instruction of a door, or edits / deletes one (its language stays). */
export function InstructionForm({ doorId, instruction, taken }: InstructionFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const empty: InstructionValues = { language: '', door_name: '', text: '' };
  const form = useForm<InstructionValues>({
    defaultValues: instruction
      ? { language: instruction.language, door_name: instruction.door_name, text: instruction.text }
      : empty,
  });
  const { isSubmitting } = form.formState;
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const { status: deleteStatus } = useAppSelector((state) =>
    selectDoorsRequest(state, `deleteInstruction:${instruction?.id ?? 0}`),
  );

  useEffect(() => {
    // Focus lands on Annulla, so Enter never deletes by accident.
    if (confirming) confirmRef.current?.querySelector('button')?.focus();
  }, [confirming]);

  const submit = form.handleSubmit(async (values) => {
    const language = values.language as TranslationLanguage;
    const input = {
      door: doorId,
      language,
      code: translationCodeOf(language),
      door_name: values.door_name.trim(),
      text: values.text,
    };
    try {
      if (instruction) {
        await dispatch(languageInstructionEdited({ id: instruction.id, input })).unwrap();
      } else {
        await dispatch(languageInstructionCreated(input)).unwrap();
      }
    } catch (error) {
      if (!isRequestFailure(error)) return;
      const failure = inItalian(error);
      const duplicate = failure.fieldErrors?.non_field_errors?.includes(DUPLICATE);
      if (duplicate) {
        form.setError('language', { type: 'server', message: intl.formatMessage(m.duplicate) });
        return;
      }
      const fallback = intl.formatMessage(instruction ? m.editFailed : m.addFailed);
      applyServerErrors(form, failure, fallback);
      notify({ tone: 'error', message: fallback });
      return;
    }
    notify({ tone: 'success', message: intl.formatMessage(instruction ? m.updated : m.added) });
    form.reset(instruction ? values : empty);
  });

  const remove = async () => {
    if (!instruction) return;
    try {
      await dispatch(languageInstructionDeleted({ id: instruction.id, doorId })).unwrap();
    } catch (error) {
      if (!isRequestFailure(error)) return;
      notify({ tone: 'error', message: intl.formatMessage(m.deleteFailed) });
      setConfirming(false);
      return;
    }
    notify({ tone: 'success', message: intl.formatMessage(m.deleted) });
  };

  const required = (value: string) => value.trim() !== '' || intl.formatMessage(m.required);
  const language = instruction?.language;
  const formError = form.formState.errors.root?.server?.message;

  return (
    <form
      aria-label={
        language ? intl.formatMessage(m.formLabel, { language }) : intl.formatMessage(m.add)
      }
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Stack gap="md">
        {instruction ? (
          <TextInput
            label={intl.formatMessage(m.language)}
            readOnly
            {...fieldProps(form, 'language')}
          />
        ) : (
          <Select
            label={intl.formatMessage(m.language)}
            placeholder={intl.formatMessage(m.languagePlaceholder)}
            options={TRANSLATION_LANGUAGES.map((entry) => ({
              value: entry.language,
              label: entry.language,
            }))}
            required
            {...fieldProps(form, 'language', {
              validate: (value) =>
                value === ''
                  ? intl.formatMessage(m.required)
                  : !taken.includes(value as TranslationLanguage) ||
                    intl.formatMessage(m.duplicate),
            })}
          />
        )}
        <TextInput
          label={intl.formatMessage(m.doorName)}
          maxLength={NAME_MAX}
          showCounter
          required
          autoComplete="off"
          value={form.watch('door_name')}
          {...fieldProps(form, 'door_name', { validate: required })}
        />
        <Textarea
          label={intl.formatMessage(m.text)}
          maxLength={INSTRUCTIONS_MAX}
          showCounter
          rows={4}
          value={form.watch('text')}
          {...fieldProps(form, 'text')}
        />
        {formError ? <Text role="alert">{formError}</Text> : null}
        {confirming ? (
          <div ref={confirmRef} role="group" aria-label={intl.formatMessage(m.deleteButton)}>
            <Stack gap="sm">
              <Text weight="medium">
                {intl.formatMessage(m.confirmDelete, { language: language ?? '' })}
              </Text>
              <Stack direction="row" gap="sm" wrap justify="end">
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {intl.formatMessage(m.confirmNo)}
                </Button>
                <Button
                  variant="danger"
                  loading={deleteStatus === 'pending'}
                  onClick={() => void remove()}
                >
                  {intl.formatMessage(m.confirmYes)}
                </Button>
              </Stack>
            </Stack>
          </div>
        ) : (
          <Stack direction="row" gap="sm" wrap justify="end">
            {instruction ? (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {intl.formatMessage(m.deleteButton)}
              </Button>
            ) : null}
            <Button
              type="submit"
              variant={instruction ? 'secondary' : 'primary'}
              loading={isSubmitting}
            >
              {intl.formatMessage(instruction ? m.saveButton : m.addButton)}
            </Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
