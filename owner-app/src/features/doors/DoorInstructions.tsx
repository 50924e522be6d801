import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { TRANSLATION_LANGUAGES, type Door } from '@soglia/api-client';
import { CollapsibleSection, ErrorState, Heading, Spinner, Stack, Text } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { languageInstructionsRequested, selectDoorsRequest } from './doorsSlice';
import { InstructionForm } from './InstructionForm';
import { instructionMessages as m } from './messages';

/**
 * The language-instructions section of 'Modifica Porta': one text per language (Inglese,
 * Spagnolo, Francese, Tedesco), each editable or deletable, and a form to add one.
 */
export function DoorInstructions({ door }: { door: Door }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { status } = useAppSelector((state) =>
    selectDoorsRequest(state, `instructions:${door.id}`),
  );

  // Fresh on every opening: another device may have changed them.
  useEffect(() => {
    const request = dispatch(languageInstructionsRequested(door.id));
    return () => request.abort();
  }, [door.id, dispatch]);

  let content;
  if (status === 'failed') {
    content = (
      <ErrorState
        title={intl.formatMessage(m.loadFailed)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={() => void dispatch(languageInstructionsRequested(door.id))}
      />
    );
  } else if (status !== 'succeeded') {
    content = (
      <Stack align="center" padding="lg">
        <Spinner label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  } else {
    const ordered = TRANSLATION_LANGUAGES.flatMap(({ language }) =>
      door.language_instructions.filter((item) => item.language === language),
    );
    const taken = ordered.map((item) => item.language);
    content = (
      <Stack gap="md">
        {ordered.length === 0 ? <Text tone="muted">{intl.formatMessage(m.none)}</Text> : null}
        {ordered.map((instruction) => (
          <CollapsibleSection
            key={instruction.id}
            headingLevel="h4"
            title={instruction.language}
            defaultOpen={false}
          >
            <InstructionForm doorId={door.id} instruction={instruction} taken={taken} />
          </CollapsibleSection>
        ))}
        {taken.length < TRANSLATION_LANGUAGES.length ? (
          <CollapsibleSection headingLevel="h4" title={intl.formatMessage(m.add)}>
            <InstructionForm doorId={door.id} taken={taken} />
          </CollapsibleSection>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="md" aria-labelledby={`instructions-${door.id}`}>
      <Heading level={3} id={`instructions-${door.id}`}>
        {intl.formatMessage(m.heading)}
      </Heading>
      <Text tone="muted" size="sm">
        {intl.formatMessage(m.intro)}
      </Text>
      {content}
    </Stack>
  );
}
