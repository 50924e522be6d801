import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  TRANSLATION_LANGUAGES,
  translationCodeOf,
  type TranslationLanguage,
} from '@soglia/api-client';
import { Button, Select, Stack, Text, Textarea, TextInput } from '@soglia/ui-kit';
import { fieldProps, formMessages, inItalian, useSubmit } from '../form';
import type { RequestFailure } from '../requests';
import { translationsMessages as shared } from './messages';
import type { Translation, TranslationSetup } from './types';

export interface TranslationFormProps<T extends Translation> extends TranslationSetup<T> {
  /** The translation to edit; without it the form adds one. */
  translation?: T;
  /** Languages already translated (a second one per language is refused). */
  taken: readonly TranslationLanguage[];
}

type Values = Record<string, string>;

/**
 * The server's refusal of a second translation for a language (code `duplicate`) goes under
 * Lingua, in the form's words: the doors API answers it as a non-field error, the guidebook API on
 * `language`.
 */
function languageRefusal(failure: RequestFailure, duplicate: string): RequestFailure {
  const italian = inItalian(failure, { language: { duplicate } });
  if (!italian.fieldCodes?.non_field_errors?.includes('duplicate')) return italian;
  return {
    ...italian,
    detail: null,
    fieldErrors: { language: [duplicate] },
    fieldCodes: { language: ['duplicate'] },
  };
}

/** Adds one translation, or edits / deletes one (its language stays as it is). */
export function TranslationForm<T extends Translation>({
  translation,
  taken,
  messages: m,
  title,
  text,
  save,
  remove,
  failureShown = 'notice',
}: TranslationFormProps<T>) {
  const intl = useIntl();
  const run = useSubmit();
  const empty: Values = { language: '', [title.name]: '', [text.name]: '' };
  const form = useForm<Values>({
    defaultValues: translation
      ? {
          language: translation.language,
          [title.name]: String(translation[title.name]),
          [text.name]: String(translation[text.name]),
        }
      : empty,
  });
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Focus lands on Annulla, so Enter never deletes by accident.
    if (confirming) confirmRef.current?.querySelector('button')?.focus();
  }, [confirming]);

  const submit = form.handleSubmit(async (values) => {
    const language = values.language as TranslationLanguage;
    const input = {
      language,
      code: translationCodeOf(language),
      title: values[title.name] ?? '',
      text: values[text.name] ?? '',
    };
    const fallback = intl.formatMessage(translation ? m.editFailed : m.addFailed);
    await run(() => save(input, translation), {
      form,
      translate: (failure) => languageRefusal(failure, intl.formatMessage(m.duplicate)),
      fallback,
      formError: failureShown,
      // 'form': the form shows the server's text, the notice which operation failed.
      failed: (failure) =>
        failureShown === 'form' && !failure.fieldErrors?.language ? fallback : null,
      succeeded: intl.formatMessage(translation ? m.updated : m.added),
      onSuccess: () => form.reset(translation ? values : empty),
    });
  });

  const confirmDelete = async () => {
    if (!translation) return;
    setDeleting(true);
    await run(() => remove(translation), {
      failed: intl.formatMessage(m.deleteFailed),
      succeeded: intl.formatMessage(m.deleted),
      onFailure: () => setConfirming(false),
    });
    setDeleting(false);
  };

  const required = (message: string) => (value: string) => value.trim() !== '' || message;
  const rules = (field: typeof title) =>
    field.required ? { validate: required(intl.formatMessage(field.required)) } : undefined;
  const language = translation?.language ?? '';
  const formError = form.formState.errors.root?.server?.message;

  return (
    <form
      aria-label={
        translation ? intl.formatMessage(m.formLabel, { language }) : intl.formatMessage(m.add)
      }
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Stack gap="md">
        {translation ? (
          <TextInput
            label={intl.formatMessage(shared.language)}
            readOnly
            {...fieldProps(form, 'language')}
          />
        ) : (
          <Select
            label={intl.formatMessage(shared.language)}
            placeholder={intl.formatMessage(m.languagePlaceholder)}
            options={TRANSLATION_LANGUAGES.map((entry) => ({
              value: entry.language,
              label: entry.language,
            }))}
            required
            {...fieldProps(form, 'language', {
              validate: (value) =>
                value === ''
                  ? intl.formatMessage(m.languageRequired)
                  : !taken.includes(value as TranslationLanguage) ||
                    intl.formatMessage(m.duplicate),
            })}
          />
        )}
        <TextInput
          label={intl.formatMessage(title.label)}
          maxLength={title.maxLength}
          showCounter
          required={title.required !== undefined}
          autoComplete="off"
          // Controlled, so the counter follows reset() and the loaded values too.
          value={form.watch(title.name)}
          {...fieldProps(form, title.name, rules(title))}
        />
        <Textarea
          label={intl.formatMessage(text.label)}
          maxLength={text.maxLength}
          showCounter
          rows={text.rows}
          required={text.required !== undefined}
          value={form.watch(text.name)}
          {...fieldProps(form, text.name, rules(text))}
        />
        {formError ? <Text role="alert">{formError}</Text> : null}
        {confirming ? (
          <div ref={confirmRef} role="group" aria-label={intl.formatMessage(m.deleteButton)}>
            <Stack gap="sm">
              <Text weight="medium">{intl.formatMessage(m.confirmDelete, { language })}</Text>
              <Stack direction="row" gap="sm" wrap justify="end">
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  {intl.formatMessage(formMessages.cancel)}
                </Button>
                <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
                  {intl.formatMessage(m.confirmYes)}
                </Button>
              </Stack>
            </Stack>
          </div>
        ) : (
          <Stack direction="row" gap="sm" wrap justify="end">
            {translation ? (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {intl.formatMessage(m.deleteButton)}
              </Button>
            ) : null}
            <Button
              type="submit"
              variant={translation ? 'secondary' : 'primary'}
              loading={form.formState.isSubmitting}
            >
              {intl.formatMessage(translation ? m.saveButton : m.addButton)}
            </Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
