import { StyledSpinnerCircle, StyledSpinnerWrap, type SpinnerSize } from './Spinner.styles';
import { VisuallyHidden } from '../internal/VisuallyHidden';

export interface SpinnerProps {
  /** Accessible name. Default 'Caricamento'. */
  label?: string;
  size?: SpinnerSize;
  /** Hide from assistive technology when a surrounding element already announces loading. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({
  label = 'Caricamento',
  size = 'md',
  decorative = false,
  className,
}: SpinnerProps) {
  if (decorative) {
    return (
      <StyledSpinnerWrap className={className} aria-hidden="true">
        <StyledSpinnerCircle $size={size} />
      </StyledSpinnerWrap>
    );
  }
  return (
    <StyledSpinnerWrap className={className} role="status">
      <StyledSpinnerCircle $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </StyledSpinnerWrap>
  );
}
