import type { ReactNode } from 'react';
import { StyledBadge, type BadgeTone } from './Badge.styles';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  /** Strong filled colours (green / red) instead of the soft ones. */
  solid?: boolean;
}

export function Badge({ children, tone = 'neutral', solid = false }: BadgeProps) {
  return (
    <StyledBadge data-tone={tone} data-solid={solid || undefined}>
      {children}
    </StyledBadge>
  );
}

export interface StatusBadgeProps {
  ok: boolean;
  /** Default 'OK'. */
  okLabel?: string;
  /** Default 'Non OK'. */
  notOkLabel?: string;
}

/** Device state: OK in green, Non OK in red. */
export function StatusBadge({ ok, okLabel = 'OK', notOkLabel = 'Non OK' }: StatusBadgeProps) {
  return (
    <Badge tone={ok ? 'success' : 'danger'} solid>
      {ok ? okLabel : notOkLabel}
    </Badge>
  );
}
