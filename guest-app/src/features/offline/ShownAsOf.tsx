import { useIntl } from 'react-intl';
import { Toast } from '@soglia/ui-kit';
import { offlineMessages as m } from './messages';

/** "Offline: shown as of HH:MM", `since` being when the oldest answer on screen was fetched. */
export function ShownAsOf({ since }: { since: number }) {
  const intl = useIntl();
  const time = intl.formatTime(since, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return <Toast tone="info" message={intl.formatMessage(m.shownAsOf, { time })} />;
}
