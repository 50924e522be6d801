import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { StyledIconButton, type IconButtonVariant } from './IconButton.styles';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name (aria-label) and tooltip. */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  type = 'button',
  title,
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      {...rest}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </StyledIconButton>
  );
}
