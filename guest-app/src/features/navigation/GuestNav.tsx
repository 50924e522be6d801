import { useIntl } from 'react-intl';
import { Icon, TopNav, type IconName } from '@soglia/ui-kit';
import { navigationMessages as m } from './messages';

export const GUEST_SECTIONS = [
  'keys',
  'general',
  'parking',
  'restaurants',
  'apartment',
  'contacts',
] as const;
export type GuestSection = (typeof GUEST_SECTIONS)[number];

const icons: Record<GuestSection, IconName> = {
  keys: 'key',
  general: 'info',
  parking: 'parking',
  restaurants: 'restaurant',
  apartment: 'home',
  contacts: 'phone',
};

export function GuestNav({
  active,
  onSelect,
}: {
  active: GuestSection;
  onSelect: (section: GuestSection) => void;
}) {
  const intl = useIntl();
  const items = GUEST_SECTIONS.map((id) => ({
    id,
    label: intl.formatMessage(m[id]),
    icon: <Icon name={icons[id]} size={22} />,
  }));
  return (
    <TopNav
      items={items}
      activeId={active}
      onSelect={(id) => onSelect(id as GuestSection)}
      ariaLabel={intl.formatMessage(m.ariaLabel)}
      // SPEC: the guest bar is made of icon buttons, so icons show at every width.
      alwaysShowIcons
    />
  );
}
