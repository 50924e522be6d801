import { useIntl } from 'react-intl';
import { Icon, TopNav } from '@soglia/ui-kit';
import { navigationMessages as m } from './messages';
import type { GuestSection } from './sections';

export function GuestNav({
  sections,
  active,
  onSelect,
}: {
  sections: readonly GuestSection[];
  active: string;
  onSelect: (id: string) => void;
}) {
  const intl = useIntl();
  const items = sections.map(({ id, icon, label }) => ({
    id,
    label: intl.formatMessage(label),
    icon: <Icon name={icon} size={22} />,
  }));
  return (
    <TopNav
      items={items}
      activeId={active}
      onSelect={onSelect}
      ariaLabel={intl.formatMessage(m.ariaLabel)}
      // The guest bar is made of icon buttons at every width (docs/product.md § The guest flow).
      alwaysShowIcons
    />
  );
}
