import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Card, CardGrid, EmptyState, ErrorState, Spinner, Stack, Text } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../shared/routing';
import {
  apartmentsRequested,
  selectAllApartments,
  selectApartmentsRequest,
} from './apartmentsSlice';
import { apartmentsMessages as m } from './messages';

/** Strutture: one card per apartment (name, address); a card opens the apartment. */
export function ApartmentList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const { status } = useAppSelector(selectApartmentsRequest);
  const apartments = useAppSelector(selectAllApartments);

  useEffect(() => {
    if (status === 'idle') void dispatch(apartmentsRequested());
  }, [status, dispatch]);

  if (status === 'idle' || status === 'pending') {
    return (
      <Stack align="center" padding="xxxl">
        <Spinner size="lg" label={intl.formatMessage(m.loading)} />
      </Stack>
    );
  }

  if (status === 'failed') {
    return (
      <ErrorState
        title={intl.formatMessage(m.errorTitle)}
        message={intl.formatMessage(m.errorMessage)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={() => void dispatch(apartmentsRequested())}
      />
    );
  }

  if (apartments.length === 0) return <EmptyState message={intl.formatMessage(m.empty)} />;

  return (
    <section aria-label={intl.formatMessage(m.heading)}>
      <CardGrid>
        {apartments.map((apartment) => (
          <Card
            key={apartment.id}
            title={apartment.name}
            titleAs="h2"
            onClick={() => navigate(paths.apartment(apartment.id))}
          >
            <Text tone="muted">{apartment.address || intl.formatMessage(m.noAddress)}</Text>
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}
