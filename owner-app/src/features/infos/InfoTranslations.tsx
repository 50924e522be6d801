import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { CollapsibleSection, ErrorState, Heading, Spinner, Stack, Text } from '@soglia/ui-kit';
import { TRANSLATION_LANGUAGES } from '@soglia/api-client';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectInfosRequest, selectTranslationsOf, translationsRequested } from './infosSlice';
import { translationMessages as m } from './messages';
import { TranslationForm } from './TranslationForm';

/**
 * The translations section of 'Aggiorna Informazione': one entry per language (Inglese,
 * Spagnolo, Francese, Tedesco), each editable or deletable, and a form to add one.
 */
export function InfoTranslations({ infoId }: { infoId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) => selectInfosRequest(state, `translations:${infoId}`));
  const translations = useAppSelector((state) => selectTranslationsOf(state, infoId));

  // Fresh on every opening: another device may have changed them.
  useEffect(() => {
    const request = dispatch(translationsRequested(infoId));
    return () => request.abort();
  }, [infoId, dispatch]);

  let content;
  if (translations === undefined && status === 'failed') {
    content = (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={() => void dispatch(translationsRequested(infoId))}
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
            <TranslationForm infoId={infoId} translation={translation} taken={taken} />
          </CollapsibleSection>
        ))}
        {taken.length < TRANSLATION_LANGUAGES.length ? (
          <CollapsibleSection headingLevel="h4" title={intl.formatMessage(m.add)}>
            <TranslationForm infoId={infoId} taken={taken} />
          </CollapsibleSection>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="md" aria-labelledby={`translations-${infoId}`}>
      <Heading level={3} id={`translations-${infoId}`}>
        {intl.formatMessage(m.heading)}
      </Heading>
      <Text tone="muted" size="sm">
        {intl.formatMessage(m.intro)}
      </Text>
      {content}
    </Stack>
  );
}
