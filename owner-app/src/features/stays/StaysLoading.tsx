import { useIntl } from 'react-intl';
import { ErrorState, Spinner, Stack } from '@soglia/ui-kit';
import { staysMessages as m } from './messages';
import type { StaysOfRange } from './useStaysOfRange';

/**
 * What Soggiorni, a stay and a guest's document show until the stays of their range are in the
 * store: the spinner, or the error with Riprova when loading them failed.
 */
export function StaysLoading({ request }: { request: StaysOfRange }) {
  const intl = useIntl();
  return request.failure ? (
    <ErrorState
      title={intl.formatMessage(m.errorTitle)}
      message={intl.formatMessage(m.errorMessage)}
      actionLabel={intl.formatMessage(m.retry)}
      onAction={request.reload}
    />
  ) : (
    <Stack align="center" padding="xxxl">
      <Spinner size="lg" label={intl.formatMessage(m.loading)} />
    </Stack>
  );
}
