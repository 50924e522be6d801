import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { StyledBanner, StyledBannerIcon, StyledBannerMessage } from './WarningBanner.styles';

export interface WarningBannerProps {
  message: ReactNode;
  onDismiss: () => void;
  /** Text of the dismiss button. Default 'Chiudi'. */
  dismissLabel?: string;
  /** 'bottom' (default) fixes the banner to the bottom of the viewport; 'inline' keeps it in the flow. */
  placement?: 'bottom' | 'inline';
}

export function WarningBanner({
  message,
  onDismiss,
  dismissLabel = 'Chiudi',
  placement = 'bottom',
}: WarningBannerProps) {
  return (
    <StyledBanner role="alert" data-placement={placement}>
      <StyledBannerIcon aria-hidden="true">
        <Icon name="alert" />
      </StyledBannerIcon>
      <StyledBannerMessage>{message}</StyledBannerMessage>
      <Button variant="secondary" size="sm" onClick={onDismiss}>
        {dismissLabel}
      </Button>
    </StyledBanner>
  );
}
