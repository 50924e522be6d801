import type { ReactNode } from 'react';
import {
  StyledNav,
  StyledNavButton,
  StyledNavIcon,
  StyledNavItem,
  StyledNavLabel,
  StyledNavList,
} from './TopNav.styles';
import { useHideOnScroll } from './useHideOnScroll';

export interface TopNavItem {
  id: string;
  label: string;
  icon: ReactNode;
}

export interface TopNavProps {
  items: TopNavItem[];
  activeId: string;
  onSelect: (id: string) => void;
  ariaLabel: string;
  /** Hide when scrolling down past 60 px, show on scrolling up. Default true. */
  hideOnScroll?: boolean;
  /** Show icons next to labels on wide screens too (labels still hide at <= 768 px). */
  alwaysShowIcons?: boolean;
}

export function TopNav({
  items,
  activeId,
  onSelect,
  ariaLabel,
  hideOnScroll = true,
  alwaysShowIcons = false,
}: TopNavProps) {
  const hidden = useHideOnScroll(hideOnScroll);
  return (
    <StyledNav
      aria-label={ariaLabel}
      data-hidden={hidden || undefined}
      data-icons-always={alwaysShowIcons || undefined}
    >
      <StyledNavList>
        {items.map((item) => (
          <StyledNavItem key={item.id}>
            <StyledNavButton
              type="button"
              aria-label={item.label}
              title={item.label}
              aria-current={item.id === activeId ? 'page' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <StyledNavIcon aria-hidden="true">{item.icon}</StyledNavIcon>
              <StyledNavLabel aria-hidden="true">{item.label}</StyledNavLabel>
            </StyledNavButton>
          </StyledNavItem>
        ))}
      </StyledNavList>
    </StyledNav>
  );
}
