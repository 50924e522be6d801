import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { EmptyState, Icon, TopNav, type IconName } from '@soglia/ui-kit';
import { StruttureList } from '../apartments/StruttureList';
import { navigationMessages as m } from './messages';

export type OwnerSection = 'strutture' | 'accessi' | 'soggiorni' | 'informazioni';

const SECTION_ICONS: [OwnerSection, IconName][] = [
  ['strutture', 'building'],
  ['accessi', 'key'],
  ['soggiorni', 'calendar'],
  ['informazioni', 'info'],
];

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

  const items = SECTION_ICONS.map(([id, icon]) => ({
    id,
    label: intl.formatMessage(m[id]),
    icon: <Icon name={icon} size={22} />,
  }));
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
