import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { EmptyState, TopNav } from '@soglia/ui-kit';
import { StruttureList } from '../apartments/StruttureList';
import { BuildingIcon, CalendarIcon, InfoIcon, KeyIcon } from './icons';
import { navigationMessages as m } from './messages';

export type OwnerSection = 'strutture' | 'accessi' | 'soggiorni' | 'informazioni';

const Main = styled.main`
  padding: 16px;
  max-width: 1200px;
  margin: 0 auto;
`;

export function OwnerDashboard({
  initialSection = 'strutture',
}: {
  initialSection?: OwnerSection;
}) {
  const intl = useIntl();
  const [section, setSection] = useState<OwnerSection>(initialSection);

  const items = [
    { id: 'strutture', label: intl.formatMessage(m.strutture), icon: <BuildingIcon /> },
    { id: 'accessi', label: intl.formatMessage(m.accessi), icon: <KeyIcon /> },
    { id: 'soggiorni', label: intl.formatMessage(m.soggiorni), icon: <CalendarIcon /> },
    { id: 'informazioni', label: intl.formatMessage(m.informazioni), icon: <InfoIcon /> },
  ];
  const active = items.find((item) => item.id === section) ?? items[0];

  return (
    <>
      <TopNav
        items={items}
        activeId={section}
        onSelect={(id) => setSection(id as OwnerSection)}
        ariaLabel={intl.formatMessage(m.ariaLabel)}
      />
      <Main aria-label={active.label}>
        {section === 'strutture' ? (
          <StruttureList />
        ) : (
          <EmptyState icon={active.icon} message={intl.formatMessage(m.comingSoon)} />
        )}
      </Main>
    </>
  );
}
