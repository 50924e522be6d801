import { useIntl } from 'react-intl';
import { EmptyState } from '@soglia/ui-kit';
import { commonMessages as m } from './messages';

/** Placeholder of a section whose content is not built yet. */
export function ComingSoon() {
  const intl = useIntl();
  return <EmptyState message={intl.formatMessage(m.comingSoon)} />;
}
