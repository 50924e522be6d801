import type { ReactNode } from 'react';
import { StyledAppBar, StyledAppBarActions, StyledAppBarTitle } from './AppBar.styles';

export interface AppBarProps {
  /** Logo text or element. */
  title: ReactNode;
  actions?: ReactNode;
}

export function AppBar({ title, actions }: AppBarProps) {
  return (
    <StyledAppBar>
      <StyledAppBarTitle>{title}</StyledAppBarTitle>
      {actions ? <StyledAppBarActions>{actions}</StyledAppBarActions> : null}
    </StyledAppBar>
  );
}
