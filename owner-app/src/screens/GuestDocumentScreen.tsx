import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { Button, EmptyState } from '@soglia/ui-kit';
import { useAppSelector } from '../app/hooks';
import {
  DocumentComparison,
  documentMessages,
  selectGuestSequence,
  selectStayById,
  staysMessages,
  StaysLoading,
  useStaysOfRange,
  type GuestPlace,
} from '../features/stays';
import { paths } from '../shared/routing';
import { useStayRoute } from './useStayRoute';

/**
 * The document comparison of one guest at /stays/<id>/guests/<guestId>?from=…&to=…: Indietro /
 * Avanti walk every guest of the range's stays, stay after stay; Chiudi goes back to the stay.
 */
export function GuestDocumentScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const params = useParams<{ id: string; guestId: string }>();
  const stayId = Number(params.id);
  const guestId = Number(params.guestId);
  const { range, query } = useStayRoute();
  const request = useStaysOfRange(query);
  const sequence = useAppSelector(selectGuestSequence);
  const stay = useAppSelector((state) => selectStayById(state, stayId));
  const guest = stay?.guests.find((candidate) => candidate.id === guestId);
  const toStay = () => navigate(paths.stay(stayId, range));

  if (!request.loaded) return <StaysLoading request={request} />;
  if (!stay || !guest) {
    return (
      <EmptyState
        message={intl.formatMessage(documentMessages.notFound)}
        action={
          <Button onClick={stay ? toStay : () => navigate(paths.staysInRange(range))}>
            {intl.formatMessage(stay ? documentMessages.backToStay : staysMessages.heading)}
          </Button>
        }
      />
    );
  }

  const index = sequence.findIndex((place) => place.guestId === guestId);
  const open = (place: GuestPlace | undefined) =>
    place ? () => navigate(paths.stayGuest(place.stayId, place.guestId, range)) : undefined;
  return (
    <DocumentComparison
      stay={stay}
      guest={guest}
      position={{ index: index + 1, total: sequence.length }}
      onPrevious={open(index > 0 ? sequence[index - 1] : undefined)}
      onNext={open(sequence[index + 1])}
      onClose={toStay}
    />
  );
}
