import { Spinner } from '../Spinner';
import { StyledOverlay, StyledOverlayText } from './LoadingOverlay.styles';

export interface LoadingOverlayProps {
  /** Visible text under the spinner. */
  label: string;
  /** Cover the positioned parent (absolute) instead of filling the flow. */
  cover?: boolean;
}

export function LoadingOverlay({ label, cover = false }: LoadingOverlayProps) {
  return (
    <StyledOverlay role="status" aria-live="polite" data-cover={cover || undefined}>
      <Spinner size="lg" decorative />
      <StyledOverlayText>{label}</StyledOverlayText>
    </StyledOverlay>
  );
}
