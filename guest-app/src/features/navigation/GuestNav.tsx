import { useIntl } from 'react-intl';
import { TopNav } from '@soglia/ui-kit';
import { HomeIcon, InfoIcon, KeyIcon, ParkingIcon, PhoneIcon, RestaurantIcon } from './icons';
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

const icons: Record<GuestSection, () => React.JSX.Element> = {
  keys: KeyIcon,
  general: InfoIcon,
  parking: ParkingIcon,
  restaurants: RestaurantIcon,
  apartment: HomeIcon,
  contacts: PhoneIcon,
};

export function GuestNav({
  active,
  onSelect,
}: {
  active: GuestSection;
  onSelect: (section: GuestSection) => void;
}) {
  const intl = useIntl();
  const items = GUEST_SECTIONS.map((id) => {
    const Icon = icons[id];
    return { id, label: intl.formatMessage(m[id]), icon: <Icon /> };
  });
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
