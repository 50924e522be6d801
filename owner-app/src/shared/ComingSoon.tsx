import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState, Icon, type IconName } from '@soglia/ui-kit';
import { commonMessages as m } from './messages';

/** Placeholder of a section or tab whose screen is not built yet. */
export function ComingSoon({ icon }: { icon?: IconName }) {
  const intl = useIntl();
  return (
    <EmptyState
      icon={icon ? <Icon name={icon} size={22} /> : undefined}
      message={intl.formatMessage(m.comingSoon)}
    />
  );
}

/** A placeholder screen for a section registry entry. */
export function comingSoonScreen(icon: IconName): ComponentType {
  return function ComingSoonScreen() {
    return <ComingSoon icon={icon} />;
  };
}
