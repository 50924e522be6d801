import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { TRANSLATION_LANGUAGES } from '@soglia/api-client';
import { CollapsibleSection, ErrorState, Heading, Spinner, Stack, Text } from '@soglia/ui-kit';
import { commonMessages } from '../messages';
import { TranslationForm } from './TranslationForm';
import type { Translation, TranslationSetup } from './types';

export interface TranslationsEditorProps<T extends Translation> extends TranslationSetup<T> {
  /** The translations, or undefined while they are not loaded. */
  translations: readonly T[] | undefined;
  /** Loading them failed (with nothing loaded, Riprova shows). */
  loadFailed: boolean;
  /**
   * Loads them (a request thunk's dispatch, which can be aborted): on mount, again when it
   * changes (keep it stable with useCallback) and from Riprova.
   */
  load: () => { abort: () => void };
}

/**
 * The translations of a door or an info entry, in its edit modal: one per language (Inglese,
 * Spagnolo, Francese, Tedesco), each editable or deletable, and a form to add one.
 */
export function TranslationsEditor<T extends Translation>({
  translations,
  loadFailed,
  load,
  ...setup
}: TranslationsEditorProps<T>) {
  const intl = useIntl();
  const headingId = useId();
  const m = setup.messages;

  // Fresh on every opening: another device may have changed them.
  useEffect(() => {
    const request = load();
    return () => request.abort();
  }, [load]);

  let content;
  if (translations === undefined && loadFailed) {
    content = (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        actionLabel={intl.formatMessage(commonMessages.retry)}
        onAction={() => void load()}
      />
    );
  } else if (translations === undefined) {
    content = (
      <Stack align="center" padding="lg">
        <Spinner label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  } else {
    const ordered = TRANSLATION_LANGUAGES.flatMap(({ language }) =>
      translations.filter((translation) => translation.language === language),
    );
    const taken = ordered.map((translation) => translation.language);
    content = (
      <Stack gap="md">
        {ordered.length === 0 ? <Text tone="muted">{intl.formatMessage(m.none)}</Text> : null}
        {ordered.map((translation) => (
          <CollapsibleSection
            key={translation.id}
            headingLevel="h4"
            title={translation.language}
            defaultOpen={false}
          >
            <TranslationForm {...setup} translation={translation} taken={taken} />
          </CollapsibleSection>
        ))}
        {taken.length < TRANSLATION_LANGUAGES.length ? (
          <CollapsibleSection headingLevel="h4" title={intl.formatMessage(m.add)}>
            <TranslationForm {...setup} taken={taken} />
          </CollapsibleSection>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={3} id={headingId}>
        {intl.formatMessage(m.heading)}
      </Heading>
      <Text tone="muted" size="sm">
        {intl.formatMessage(m.intro)}
      </Text>
      {content}
    </Stack>
  );
}
