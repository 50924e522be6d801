import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'wouter';
import { Button, EmptyState } from '@soglia/ui-kit';
import { useAppSelector } from '../app/hooks';
import { AlloggiatiPanel } from '../features/alloggiati';
import {
  selectStayById,
  selectStayIds,
  StayDetail,
  stayMessages,
  StaysLoading,
  useStaysOfRange,
} from '../features/stays';
import { paths } from '../shared/routing';
import { useStayRoute } from './useStayRoute';

/**
 * One stay of the results at /stays/<id>?from=…&to=…: Indietro / Avanti walk the results of the
 * range, Chiudi goes back to them. A reload loads the range again. The Alloggiati Web panel is
 * read again whenever the stay's guests change, and accepted records reload the stays (the
 * server deletes those guests' document photos).
 */
export function StayDetailScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const id = Number(useParams<{ id: string }>().id);
  const { range, query } = useStayRoute();
  const request = useStaysOfRange(query);
  const ids = useAppSelector(selectStayIds);
  const stay = useAppSelector((state) => selectStayById(state, id));
  const toList = () => navigate(paths.staysInRange(range));

  if (!request.loaded) return <StaysLoading request={request} />;
  if (!stay) {
    return (
      <EmptyState
        message={intl.formatMessage(stayMessages.notFound)}
        action={<Button onClick={toList}>{intl.formatMessage(stayMessages.backToList)}</Button>}
      />
    );
  }

  const index = ids.indexOf(id);
  const open = (other: number | undefined) =>
    other === undefined ? undefined : () => navigate(paths.stay(other, range));
  return (
    <StayDetail
      stay={stay}
      position={{ index: index + 1, total: ids.length }}
      onPrevious={open(index > 0 ? ids[index - 1] : undefined)}
      onNext={open(ids[index + 1])}
      onClose={toList}
      onCompare={(guestId) => navigate(paths.stayGuest(id, guestId, range))}
      onReload={request.reload}
      compliance={
        <AlloggiatiPanel stayId={id} revision={stay.guests} onAccepted={request.reload} />
      }
    />
  );
}
