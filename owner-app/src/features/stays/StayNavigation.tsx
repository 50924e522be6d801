import { useIntl } from 'react-intl';
import { Button, Icon } from '@soglia/ui-kit';
import { stayMessages as m } from './messages';

export interface StayNavigationProps {
  /** Absent at the first item. */
  onPrevious?: () => void;
  /** Absent at the last item. */
  onNext?: () => void;
  onClose: () => void;
}

/** Indietro / Avanti / Chiudi of the stay view and the document comparison. */
export function StayNavigation({ onPrevious, onNext, onClose }: StayNavigationProps) {
  const intl = useIntl();
  return (
    <>
      <Button variant="secondary" onClick={onPrevious} disabled={!onPrevious}>
        <Icon name="chevronLeft" />
        {intl.formatMessage(m.previous)}
      </Button>
      <Button variant="secondary" onClick={onNext} disabled={!onNext}>
        {intl.formatMessage(m.next)}
        <Icon name="chevronRight" />
      </Button>
      <Button variant="ghost" onClick={onClose}>
        <Icon name="close" />
        {intl.formatMessage(m.close)}
      </Button>
    </>
  );
}
