import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Heading, Icon } from '@soglia/ui-kit';

const StyledCard = styled.div`
  pointer-events: auto;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${({ theme }) => `${theme.shadows.focus}, ${theme.shadows.raised}`};
  }
`;

// The title on a strong band: an incoming call must stand out from the screen underneath.
const Band = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  [data-tone='warning'] > & {
    background: ${({ theme }) => theme.colors.warningBg};
    color: ${({ theme }) => theme.colors.warningText};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

export interface TrayCardProps extends HTMLAttributes<HTMLElement> {
  title: string;
  /** The id of the title, for aria-labelledby. */
  titleId: string;
  tone?: 'primary' | 'warning';
  as?: 'div' | 'section';
  children: ReactNode;
}

/** A card of the calls' tray, over every screen (an incoming call, a missed call). */
export const TrayCard = forwardRef<HTMLDivElement, TrayCardProps>(function TrayCard(
  { title, titleId, tone = 'primary', children, ...rest },
  ref,
) {
  return (
    <StyledCard ref={ref} data-tone={tone} aria-labelledby={titleId} {...rest}>
      <Band>
        <Icon name="phone" />
        <Heading level={2} size="md" id={titleId}>
          {title}
        </Heading>
      </Band>
      <Body>{children}</Body>
    </StyledCard>
  );
});
