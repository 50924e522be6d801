import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Card, CardGrid, EmptyState, ErrorState, Spinner } from '@soglia/ui-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { fetchApartments, selectAllApartments, selectApartmentsStatus } from './apartmentsSlice';
import { apartmentsMessages as m } from './messages';

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: 48px 16px;
`;

const Address = styled.p`
  margin: 0;
  opacity: 0.8;
`;

export function StruttureList() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectApartmentsStatus);
  const apartments = useAppSelector(selectAllApartments);

  useEffect(() => {
    if (status === 'idle') void dispatch(fetchApartments());
  }, [status, dispatch]);

  if (status === 'idle' || status === 'loading') {
    return (
      <Centered>
        <Spinner size="lg" label={intl.formatMessage(m.loading)} />
      </Centered>
    );
  }

  if (status === 'failed') {
    return (
      <ErrorState
        title={intl.formatMessage(m.errorTitle)}
        message={intl.formatMessage(m.errorMessage)}
        actionLabel={intl.formatMessage(m.retry)}
        onAction={() => void dispatch(fetchApartments())}
      />
    );
  }

  if (apartments.length === 0) return <EmptyState message={intl.formatMessage(m.empty)} />;

  return (
    <section aria-label={intl.formatMessage(m.heading)}>
      <CardGrid>
        {apartments.map((apartment) => (
          <Card key={apartment.id} title={apartment.name}>
            <Address>{apartment.address || intl.formatMessage(m.noAddress)}</Address>
          </Card>
        ))}
      </CardGrid>
    </section>
  );
}
