import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Redirect, useLocation, useParams } from 'wouter';
import {
  Button,
  EmptyState,
  Heading,
  Icon,
  IconButton,
  Spinner,
  Stack,
  Tabs,
} from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import {
  apartmentsRequested,
  selectApartmentById,
  selectApartmentsRequest,
} from '../features/apartments';
import { ComingSoon } from '../shared/ComingSoon';
import { commonMessages } from '../shared/messages';
import { APARTMENT_TABS, isApartmentTab, paths, type ApartmentTab } from '../shared/routing';
import { apartmentDetailMessages as m } from './messages';

/**
 * One apartment at /apartments/:id/:tab: back arrow, its name, the Struttura / Porte / Camere
 * tabs. Each tab has its own URL, so a reload keeps it and back/forward move between tabs.
 */
export function ApartmentDetailScreen() {
  const params = useParams<{ id: string; tab?: string }>();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <Redirect to={paths.apartments} replace />;
  if (!isApartmentTab(params.tab)) return <Redirect to={paths.apartment(id)} replace />;
  return <ApartmentDetail id={id} tab={params.tab} />;
}

function ApartmentDetail({ id, tab }: { id: number; tab: ApartmentTab }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const { status } = useAppSelector(selectApartmentsRequest);
  const apartment = useAppSelector((state) => selectApartmentById(state, id));

  // Opened from a bookmark or a reload: the list is not in the store yet.
  useEffect(() => {
    if (status === 'idle') void dispatch(apartmentsRequested());
  }, [status, dispatch]);

  const backToList = () => navigate(paths.apartments);

  if (!apartment) {
    if (status === 'idle' || status === 'pending') {
      return (
        <Stack align="center" padding="xxxl">
          <Spinner size="lg" label={intl.formatMessage(m.loading)} />
        </Stack>
      );
    }
    return (
      <EmptyState
        message={intl.formatMessage(m.notFound)}
        action={<Button onClick={backToList}>{intl.formatMessage(m.backToList)}</Button>}
      />
    );
  }

  const content: Record<ApartmentTab, ReactNode> = {
    structure: <ComingSoon />,
    doors: <ComingSoon />,
    rooms: <ComingSoon />,
  };

  return (
    <Stack gap="lg">
      <Stack direction="row" align="center" gap="sm">
        <IconButton
          label={intl.formatMessage(commonMessages.back)}
          icon={<Icon name="arrowLeft" />}
          onClick={backToList}
        />
        <Heading level={1} size="xxl">
          {apartment.name}
        </Heading>
      </Stack>
      <Tabs
        ariaLabel={intl.formatMessage(m.tabs)}
        tabs={APARTMENT_TABS.map((tabId) => ({ id: tabId, label: intl.formatMessage(m[tabId]) }))}
        activeId={tab}
        onSelect={(tabId) => navigate(paths.apartment(id, tabId as ApartmentTab))}
      >
        {content[tab]}
      </Tabs>
    </Stack>
  );
}
