import type { ReactNode } from 'react';
import { StyledState, StyledStateIcon, StyledStateMessage } from './EmptyState.styles';

export interface EmptyStateProps {
  message: string;
  icon?: ReactNode;
  /** Optional action (e.g. a create button). */
  action?: ReactNode;
}

export function EmptyState({ message, icon, action }: EmptyStateProps) {
  return (
    <StyledState>
      {icon ? <StyledStateIcon aria-hidden="true">{icon}</StyledStateIcon> : null}
      <StyledStateMessage>{message}</StyledStateMessage>
      {action}
    </StyledState>
  );
}
