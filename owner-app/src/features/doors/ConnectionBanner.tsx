import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { WarningBanner } from '@soglia/ui-kit';
import { useAppSelector } from '../../app/hooks';
import { selectHasConnectionIssues, selectStatusChecks } from './doorsSlice';
import { deviceStatusMessages as m } from './messages';

// Room under the page's last cards, so the fixed banner never hides them.
const Spacer = styled.div`
  height: calc(${({ theme }) => theme.space.xxxl} * 3);
`;

/**
 * The dismissible warning at the bottom of the page while a remote-lock device is offline or
 * failing. Dismissed, it stays away until the next check finds a problem again.
 */
export function ConnectionBanner() {
  const intl = useIntl();
  const issues = useAppSelector(selectHasConnectionIssues);
  const checkedAt = useAppSelector(selectStatusChecks);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  if (!issues || (dismissedAt !== null && dismissedAt === checkedAt)) return null;
  return (
    <>
      <Spacer aria-hidden="true" />
      <WarningBanner
        message={intl.formatMessage(m.banner)}
        dismissLabel={intl.formatMessage(m.dismiss)}
        onDismiss={() => setDismissedAt(checkedAt)}
      />
    </>
  );
}
