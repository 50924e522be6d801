import { Button } from '../Button';
import { alertPath } from '../Icon/alert';
import { SvgIcon } from '../Icon/SvgIcon';
import {
  StyledState,
  StyledStateIcon,
  StyledStateMessage,
  StyledStateTitle,
} from './ErrorState.styles';

export interface ErrorStateProps {
  title: string;
  message?: string;
  actionLabel?: string;
  onAction?: () => void;
}

export function ErrorState({ title, message, actionLabel, onAction }: ErrorStateProps) {
  return (
    <StyledState role="alert" data-tone="error">
      <StyledStateIcon aria-hidden="true">
        <SvgIcon path={alertPath} size={32} />
      </StyledStateIcon>
      <StyledStateTitle>{title}</StyledStateTitle>
      {message ? <StyledStateMessage>{message}</StyledStateMessage> : null}
      {actionLabel && onAction ? (
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      ) : null}
    </StyledState>
  );
}
