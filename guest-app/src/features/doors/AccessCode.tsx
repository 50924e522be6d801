import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, Stack, Text, durations } from '@soglia/ui-kit';
import { doorMessages as m } from './messages';

/** The access code of a `codice` door, large, with a copy action. */
export function AccessCode({ code }: { code: string }) {
  const intl = useIntl();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copy === 'idle') return undefined;
    const timer = setTimeout(() => setCopy('idle'), durations.message);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyCode = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <Stack gap="sm">
      <Text tone="muted" size="sm">
        {intl.formatMessage(m.accessCode)}
      </Text>
      <Stack direction="row" gap="md" align="center" wrap>
        <Text as="span" size="xxl" weight="bold" numeric data-testid="access-code">
          {code}
        </Text>
        <Button variant="secondary" onClick={copyCode}>
          {intl.formatMessage(m.copy)}
        </Button>
      </Stack>
      <Text role="status" size="sm">
        {copy === 'copied' ? intl.formatMessage(m.copied) : null}
        {copy === 'failed' ? intl.formatMessage(m.copyFailed) : null}
      </Text>
    </Stack>
  );
}
