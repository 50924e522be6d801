import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  TRANSLATION_LANGUAGES,
  translationCodeOf,
  type LanguageInformation,
  type TranslationLanguage,
} from '@soglia/api-client';
import { Button, Select, Stack, Text, Textarea, TextInput } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fieldProps } from '../../shared/form';
import { useNotify } from '../../shared/notices';
import { isSkipped, takeFailureText } from './formFailure';
import {
  selectInfosRequest,
  translationCreated,
  translationDeleted,
  translationEdited,
} from './infosSlice';
import { INFO_MAX, TITLE_MAX } from './infoRules';
import { translationMessages as m } from './messages';

interface TranslationValues {
  language: TranslationLanguage | '';
  title: string;
  info: string;
}

export interface TranslationFormProps {
  infoId: number;
  /** The translation to edit; without it the form adds one. */
  translation?: LanguageInformation;
  /** Languages the entry already has (a second one per language is refused). */
  taken: readonly TranslationLanguage[];
}

/** Adds one translation of an entry, or edits / deletes one (its language stays as it is). */
export function TranslationForm({ infoId, translation, taken }: TranslationFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const empty: TranslationValues = { language: '', title: '', info: '' };
  const form = useForm<TranslationValues>({
    defaultValues: translation
      ? { language: translation.language, title: translation.title, info: translation.info }
      : empty,
  });
  const { isSubmitting } = form.formState;
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const deleteKey = `deleteTranslation:${translation?.id ?? 0}`;
  const { status: deleteStatus } = useAppSelector((state) => selectInfosRequest(state, deleteKey));

  useEffect(() => {
    // Focus lands on Annulla, so Enter never deletes by accident.
    if (confirming) confirmRef.current?.querySelector('button')?.focus();
  }, [confirming]);

  const submit = form.handleSubmit(async (values) => {
    const language = values.language as TranslationLanguage;
    const fields = {
      language,
      code: translationCodeOf(language),
      title: values.title,
      info: values.info,
    };
    try {
      if (translation) {
        await dispatch(
          translationEdited({ id: translation.id, input: { apartment_info: infoId, ...fields } }),
        ).unwrap();
      } else {
        await dispatch(translationCreated({ apartment_info: infoId, ...fields })).unwrap();
      }
    } catch (error) {
      if (isSkipped(error)) return;
      const fallback = intl.formatMessage(translation ? m.editFailed : m.addFailed);
      const text = takeFailureText(form, error, fallback);
      if (text) notify({ tone: 'error', message: text });
      return;
    }
    notify({ tone: 'success', message: intl.formatMessage(translation ? m.updated : m.added) });
    form.reset(translation ? values : empty);
  });

  const remove = async () => {
    if (!translation) return;
    try {
      await dispatch(translationDeleted({ id: translation.id, infoId })).unwrap();
    } catch (error) {
      if (isSkipped(error)) return;
      notify({ tone: 'error', message: intl.formatMessage(m.deleteFailed) });
      setConfirming(false);
      return;
    }
    notify({ tone: 'success', message: intl.formatMessage(m.deleted) });
  };

  const required = (message: string) => (value: string) => value.trim() !== '' || message;
  const language = translation?.language;

  return (
    <form
      aria-label={
        language ? intl.formatMessage(m.formLabel, { language }) : intl.formatMessage(m.add)
      }
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Stack gap="md">
        {translation ? (
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
                  ? intl.formatMessage(m.languageRequired)
                  : !taken.includes(value as TranslationLanguage) ||
                    intl.formatMessage(m.duplicate),
            })}
          />
        )}
        <TextInput
          label={intl.formatMessage(m.title)}
          maxLength={TITLE_MAX}
          showCounter
          required
          autoComplete="off"
          // Controlled, so the counter follows reset() and the loaded values too.
          value={form.watch('title')}
          {...fieldProps(form, 'title', {
            validate: required(intl.formatMessage(m.titleRequired)),
          })}
        />
        <Textarea
          label={intl.formatMessage(m.info)}
          maxLength={INFO_MAX}
          showCounter
          rows={5}
          required
          value={form.watch('info')}
          {...fieldProps(form, 'info', { validate: required(intl.formatMessage(m.infoRequired)) })}
        />
        {confirming ? (
          <div ref={confirmRef} role="group" aria-label={intl.formatMessage(m.deleteButton)}>
            <Stack gap="sm">
              <Text weight="medium">{intl.formatMessage(m.confirmDelete, { language })}</Text>
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
            {translation ? (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {intl.formatMessage(m.deleteButton)}
              </Button>
            ) : null}
            <Button
              type="submit"
              variant={translation ? 'secondary' : 'primary'}
              loading={isSubmitting}
            >
              {intl.formatMessage(translation ? m.saveButton : m.addButton)}
            </Button>
          </Stack>
        )}
      </Stack>
    </form>
  );
}
