import { useIntl } from 'react-intl';
import { Badge } from '@soglia/ui-kit';
import type { Stay } from '@soglia/api-client';
import { identificationMessages as m } from './identificationMessages';

type Identification = Pick<
  Stay,
  'identification_required' | 'identified_at' | 'identification_method'
>;

/** Whether the stay is identified, and how; nothing when its apartment asks for none and it is not. */
export function IdentificationBadge({ stay }: { stay: Identification }) {
  const intl = useIntl();
  if (stay.identified_at) {
    return (
      <Badge tone="success">
        {intl.formatMessage(stay.identification_method === 'video_call' ? m.videoCall : m.inPerson)}
      </Badge>
    );
  }
  if (!stay.identification_required) return null;
  return <Badge tone="warning">{intl.formatMessage(m.pending)}</Badge>;
}
