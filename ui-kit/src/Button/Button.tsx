import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner';
import { StyledButton, type ButtonSize, type ButtonVariant } from './Button.styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner and disables the button. */
  loading?: boolean;
  fullWidth?: boolean;
  size?: ButtonSize;
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  size = 'md',
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      $size={size}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </StyledButton>
  );
}
